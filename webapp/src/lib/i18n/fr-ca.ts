import { createIntl } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import compiled from '../../i18n/compiled/fr-CA.json';
import english from '../../i18n/en.json';
import { formatEnglish } from './english';
import type { Language } from './locale';
import type { MessageText, Values } from './messages';

// The French catalogue, compiled to FormatJS's syntax trees by `npm run i18n`, so the
// browser needs no message parser (the build aliases it away: vite.config.ts).
const messages = compiled as unknown as Record<string, MessageFormatElement[]>;

// The code holds a message as its English text (messages.ts): its id is the English
// catalogue's for that text. Two messages of the same English have the same French
// (catalogues.test.ts), so either id will do.
const idOf = new Map(Object.entries(english as Record<string, { defaultMessage: string }>).map(([id, m]) => [m.defaultMessage, id]));

const intl = createIntl({ locale: 'fr-CA', defaultLocale: 'en-US', messages });

// A message the catalogue lacks reads in English rather than failing the page;
// catalogues.test.ts keeps the catalogue complete.
function format(text: MessageText, values?: Values): string {
  const id = idOf.get(text);
  if (id === undefined || !Object.hasOwn(messages, id)) return formatEnglish(text, values);
  return intl.formatMessage({ id, defaultMessage: text }, values);
}

export const french: Language = { locale: 'fr-CA', format };
