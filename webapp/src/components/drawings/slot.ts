// A message whose argument is drawn as an element (a <time>, a <strong>) is written with
// slot in its place, then split around it: the text before and after, in the language's
// order.
const slot = '\u{E000}';

export function around(write: (slot: string) => string): [string, string] {
  const [before = '', after = ''] = write(slot).split(slot);
  return [before, after];
}
