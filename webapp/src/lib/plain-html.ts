// plainToHtml writes text typed in a plain field as the paragraphs a rich-text field of
// the server takes (the server sanitizes whatever it is sent; this keeps the typed line
// breaks and escapes the rest): blank lines part paragraphs, a line break stays one.
export function plainToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
