import { describe, expect, it, vi } from 'vitest';
import { loadLanguage } from './load';
import { english } from './locale';
import type { MessageText } from './messages';

// Counts the loads of the French module: English pages must never import it.
const frenchLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./fr-ca', async (importOriginal) => {
  frenchLoads.count++;
  return importOriginal();
});

describe('loadLanguage', () => {
  it('answers English for an English page without loading the French catalogue, and loads it once for French ones', async () => {
    for (const lang of ['en', 'en-US', '', 'fry']) {
      expect(await loadLanguage(lang), `<html lang="${lang}">`).toBe(english);
    }
    expect(frenchLoads.count, 'French module loads on English pages').toBe(0);
    for (const lang of ['fr', 'fr-CA', 'FR-ca']) {
      const language = await loadLanguage(lang);
      expect(language.locale, `<html lang="${lang}">`).toBe('fr-CA');
      expect(language.format('Send request' as MessageText)).toBe('Envoyer la demande');
      expect(language.format('{name} pages' as MessageText, { name: 'Services' })).toBe('Pages de la section Services');
    }
    expect(frenchLoads.count, 'French module loads').toBe(1);
  });
});
