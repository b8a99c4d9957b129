const rules = new Intl.PluralRules('en-US');

// countOf writes a count with its noun in the right number: "1 like", "2 likes",
// "0 likes". many defaults to one + "s"; give it for nouns that do not take an s.
export function countOf(count: number | bigint, one: string, many = `${one}s`): string {
  return `${count.toString()} ${rules.select(Number(count)) === 'one' ? one : many}`;
}
