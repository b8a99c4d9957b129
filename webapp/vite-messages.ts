import { parseSync, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

// textOf is a string literal's value (a quoted string or a template without ${}).
function textOf(node: Node | undefined): string | undefined {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node?.quasis as { value: { cooked: string } }[] | undefined;
  if (node?.type === 'TemplateLiteral' && quasis?.length === 1) return quasis[0].value.cooked;
  return undefined;
}

// compactMessages replaces each defineMessage({ id, defaultMessage, description }) call
// by its English text, as the call answers (src/lib/i18n/messages.ts): the id and the
// description are for the catalogues (npm run i18n), and a page would download them for
// nothing. The bundler then writes the text where the message is used, as it does any
// exported constant string, so a message costs a page no more than the literal it replaced.
export function compactMessages(): Plugin {
  return {
    name: 'gusset-compact-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('defineMessage(')) return undefined;
      const edits: { start: number; end: number; text: string }[] = [];
      const visit = (node: Node) => {
        const callee = node.callee as Node | undefined;
        const [first] = (node.arguments as Node[] | undefined) ?? [];
        if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineMessage' && first?.type === 'ObjectExpression') {
          const english = (first.properties as Node[]).find((p) => (p.key as Node | undefined)?.name === 'defaultMessage');
          const text = textOf(english?.value as Node | undefined);
          if (text === undefined) throw new Error(`${id}: a defineMessage call's defaultMessage must be a string literal`);
          edits.push({ start: node.start, end: node.end, text: JSON.stringify(text) });
          return;
        }
        for (const child of Object.values(node)) {
          if (Array.isArray(child)) child.filter(isNode).forEach(visit);
          else if (isNode(child)) visit(child);
        }
      };
      visit(parseSync(id, code).program as unknown as Node);
      let out = code;
      for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
      return edits.length ? { code: out, map: null } : undefined;
    },
  };
}
