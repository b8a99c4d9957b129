import { createContext, useContext, type ReactNode } from 'react';
import { formatEnglish } from './english';
import type { MessageText, Values } from './messages';

export type Locale = 'en-US' | 'fr-CA';

// A language the app speaks: its BCP 47 tag and how it writes a message.
export type Language = { readonly locale: Locale; readonly format: (text: MessageText, values?: Values) => string };

export const english: Language = { locale: 'en-US', format: formatEnglish };

const LanguageContext = createContext<Language>(english);

// LanguageProvider gives the tree below it a language; without one, components speak
// English.
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

// useLanguage answers the language the tree speaks here (for a part that changes it below).
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

// useT answers the function that writes a message in the page's language.
export function useT(): Language['format'] {
  return useContext(LanguageContext).format;
}

// useLocale answers the page's language tag, for Intl's formats.
export function useLocale(): Locale {
  return useContext(LanguageContext).locale;
}
