import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { formatEnglish } from './english';
import type { MessageText, Values } from './messages';

export type Locale = 'en-US' | 'fr-CA';

// A language the app speaks: its BCP 47 tag and how it writes a message.
export type Language = { readonly locale: Locale; readonly format: (text: MessageText, values?: Values) => string };

export const english: Language = { locale: 'en-US', format: formatEnglish };

// The language spoken, and how a part that knows its reader's language makes the tree
// speak it (speak(null) gives the given one back).
type Spoken = { readonly language: Language; readonly speak: (language: Language | null) => void };

const LanguageContext = createContext<Spoken>({ language: english, speak: () => {} });

// LanguageProvider gives the tree below it a language; without one, components speak
// English. A part below may speak another one instead (useSpeak): the portal speaks its
// signed-in user's, header and footer included.
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const [spoken, speak] = useState<Language | null>(null);
  const value = useMemo(() => ({ language: spoken ?? language, speak }), [spoken, language]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

// useLanguage answers the language the tree speaks here (for a part that changes it below).
export function useLanguage(): Language {
  return useContext(LanguageContext).language;
}

// useSpeak answers the function that makes the whole tree speak a language (null: the
// page's own again).
export function useSpeak(): Spoken['speak'] {
  return useContext(LanguageContext).speak;
}

// useT answers the function that writes a message in the page's language.
export function useT(): Language['format'] {
  return useContext(LanguageContext).language.format;
}

// useLocale answers the page's language tag, for Intl's formats.
export function useLocale(): Locale {
  return useContext(LanguageContext).language.locale;
}
