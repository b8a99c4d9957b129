import { english, type Language } from './locale';

// loadLanguage answers the language of a page by its <html lang>: English is in the
// bundle; French, with the ICU runtime, is a chunk of its own that only French pages load.
export async function loadLanguage(lang: string): Promise<Language> {
  if (/^fr(-|$)/i.test(lang)) return (await import('./fr-ca')).french;
  return english;
}
