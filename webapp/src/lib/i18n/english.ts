import type { MessageText, Values } from './messages';

// formatEnglish writes a message in English from its own text. No ICU runtime ships on
// English pages (their first load must not grow), so English texts hold only literal text
// and {argument}s: catalogues.test.ts parses every English message and checks that this
// writes it as FormatJS would.
export function formatEnglish(text: MessageText, values?: Values): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
