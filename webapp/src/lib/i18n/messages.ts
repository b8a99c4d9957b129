// A message of the interface as its source declares it: an id (the catalogues' key), its
// English text (an ICU message) and, for translators, what it is.
export type Message = { readonly id: string; readonly defaultMessage: string; readonly description?: string };

// A message as the code holds it: its English text. English pages write it as it is
// (english.ts); other languages find it in their catalogue by it (fr-ca.ts).
export type MessageText = string & { readonly __message: true };

// The values a message's {arguments} take.
export type Values = Readonly<Record<string, string | number>>;

// defineMessage declares a message, and is FormatJS's marker: `npm run i18n` (formatjs
// extract) finds every message by it, so the catalogues list exactly the messages the code
// uses. The build replaces each call by its English text (vite-messages.ts): declared one
// to an exported constant, a message costs a page only its text where it is used.
export function defineMessage(message: Message): MessageText {
  return message.defaultMessage as MessageText;
}
