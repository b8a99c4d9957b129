import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import compiled from '../../i18n/compiled/fr-CA.json';
import english from '../../i18n/en.json';
import french from '../../i18n/fr-CA.json';
import { formatEnglish } from './english';
import type { MessageText } from './messages';

type Catalogue = Record<string, { defaultMessage: string; description?: string }>;
const en = english as Catalogue;
const fr = french as Catalogue;

// argumentsOf lists a message's argument names, in every branch.
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
    into.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) for (const o of Object.values(e.options)) argumentsOf(o.value, into);
    if (e.type === TYPE.tag) argumentsOf(e.children, into);
  }
  return into;
}

describe('the message catalogues', () => {
  it('hold the same messages in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.entries(en))('writes %s in English as FormatJS would, with literal text and arguments only', (_id, { defaultMessage }) => {
    const elements = parse(defaultMessage);
    expect(elements.filter((e) => e.type !== TYPE.literal && e.type !== TYPE.argument)).toEqual([]);
    const values = Object.fromEntries([...argumentsOf(elements)].map((name) => [name, `<${name}>`]));
    expect(formatEnglish(defaultMessage as MessageText, values)).toBe(new IntlMessageFormat(defaultMessage, 'en-US').format(values));
  });

  it.each(Object.entries(fr))('gives %s in French the arguments of the English', (id, { defaultMessage }) => {
    expect([...argumentsOf(parse(defaultMessage))].sort()).toEqual([...argumentsOf(parse(en[id].defaultMessage))].sort());
  });

  // The code finds a message's translation by its English text (fr-ca.ts).
  it('translates messages of the same English the same way', () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const [id, { defaultMessage }] of Object.entries(en)) {
      byEnglish.set(defaultMessage, (byEnglish.get(defaultMessage) ?? new Set()).add(fr[id]?.defaultMessage));
    }
    const differing = [...byEnglish].filter(([, translations]) => translations.size > 1).map(([text]) => text);
    expect(differing, 'English texts with more than one French').toEqual([]);
  });
});
