import { CharacterMetadata, ContentBlock, type ContentState } from 'draft-js';
import { stateToHTML, type Options as ExportOptions } from 'draft-js-export-html';
import { stateFromHTML, type Options as ImportOptions } from 'draft-js-import-html';
import { List } from 'immutable';
import {
  backgroundPrefix,
  colourPrefix,
  cssOf,
  fontPrefix,
  fontValueOf,
  isAlignment,
  type Alignment,
} from './editor-styles';

// The post body travels as HTML (content_html), and the server keeps only its allowlist
// (internal/richtext/sanitize.go): tags, colour/background/font spans and text-align on
// blocks, no classes or data attributes. Everything the editor can make is written in
// that vocabulary here, and read back from it, so a saved post opens in the editor as it
// was written.

export const linkSchemes = /^(https?:|mailto:)/i;

// Alignment is block data; left is the default and is not stored.
export function alignmentOf(block: ContentBlock): Alignment | undefined {
  const value: unknown = block.getData().get('textAlign');
  return isAlignment(value) && value !== 'left' ? value : undefined;
}

// draft-js-export-html supports inlineStyleFn, but its typings miss it.
type FullExportOptions = ExportOptions & {
  inlineStyleFn?: (styles: { toArray(): string[] }) => { element?: string; style?: object } | undefined;
};

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

const exportOptions: FullExportOptions = {
  // Colour, background and font of a run go into one span with inline CSS.
  inlineStyleFn: (styles) => {
    const style = cssOf(styles.toArray());
    return Object.keys(style).length > 0 ? { element: 'span', style } : undefined;
  },
  blockStyleFn: (block) => {
    const textAlign = alignmentOf(block);
    return textAlign ? { style: { textAlign } } : undefined;
  },
  blockRenderers: {
    // The default writes a line break inside a code block as "<br>\n", which reads back as
    // two lines: a <pre> keeps its newlines, so they are written as they are.
    'code-block': (block) => {
      const textAlign = alignmentOf(block);
      const style = textAlign ? ` style="text-align: ${textAlign}"` : '';
      return `<pre${style}><code>${escapeText(block.getText())}</code></pre>`;
    },
  },
};

export function contentToHtml(content: ContentState): string {
  return stateToHTML(content, exportOptions);
}

// styleProperties reads an element's style attribute as written; the DOM's own parsed
// style would turn "#c0392b" into "rgb(192, 57, 43)" in a browser but not in jsdom.
function styleProperties(element: Element): Map<string, string> {
  const out = new Map<string, string>();
  for (const declaration of (element.getAttribute('style') ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (name && value) out.set(name, value);
  }
  return out;
}

const inlineProperties = ['color', 'background-color', 'font-family'];

// imageSchemes: http(s) or a relative path, as the sanitizer allows for img src.
const imageSchemes = /^(https?:|[^:/?#]*([/?#]|$))/i;

// parse prepares HTML for the importer. Links and images the server would refuse are
// dropped, keeping a link's text (the importer would keep any href). And the importer
// takes one style per element while one exported span can carry colour, background and
// font together: such spans are split into nested spans of one property each.
function parse(html: string): HTMLBodyElement {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const a of Array.from(doc.body.querySelectorAll('a'))) {
    if (!linkSchemes.test(a.getAttribute('href') ?? '')) a.replaceWith(...Array.from(a.childNodes));
  }
  for (const img of Array.from(doc.body.querySelectorAll('img'))) {
    if (!imageSchemes.test(img.getAttribute('src') ?? '')) img.remove();
  }
  for (const span of Array.from(doc.body.querySelectorAll('span'))) {
    const props = [...styleProperties(span)].filter(([name]) => inlineProperties.includes(name));
    if (props.length < 2) continue;
    let inner: HTMLElement = span;
    span.setAttribute('style', `${props[0][0]}: ${props[0][1]}`);
    for (const [name, value] of props.slice(1)) {
      const child = doc.createElement('span');
      child.setAttribute('style', `${name}: ${value}`);
      child.append(...Array.from(inner.childNodes));
      inner.append(child);
      inner = child;
    }
  }
  return doc.body as HTMLBodyElement;
}

// The importer's Entity() also takes the mutability; its typings miss it.
type EntityCreator = (type: string, data: object, mutability: 'MUTABLE' | 'IMMUTABLE') => InlineResult;

type InlineResult = ReturnType<NonNullable<ImportOptions['customInlineFn']>>;

const importOptions: ImportOptions = {
  parser: parse,
  customInlineFn: (element, { Style, Entity }): InlineResult => {
    const tag = element.tagName.toLowerCase();
    // Only the address is kept: rel is the server's to set on every link.
    if (tag === 'a') return Entity('LINK', { url: element.getAttribute('href') });
    if (tag === 'img') {
      const alt = element.getAttribute('alt');
      const data = alt === null ? { src: element.getAttribute('src') } : { src: element.getAttribute('src'), alt };
      // Immutable, as the editor makes them: an image is a unit, never partly deleted.
      return (Entity as EntityCreator)('IMAGE', data, 'IMMUTABLE');
    }
    if (tag !== 'span') return null;
    const props = styleProperties(element);
    const colour = props.get('color');
    if (colour) return Style(colourPrefix + colour.toLowerCase());
    const background = props.get('background-color');
    if (background) return Style(backgroundPrefix + background.toLowerCase());
    const font = fontValueOf(props.get('font-family') ?? '');
    if (font) return Style(fontPrefix + font);
    return null;
  },
  customBlockFn: (element) => {
    const textAlign = styleProperties(element).get('text-align')?.toLowerCase();
    return isAlignment(textAlign) && textAlign !== 'left' ? { data: { textAlign } } : null;
  },
};

// normalize undoes what the importer adds but the editor never makes: the inline CODE
// style on the <code> inside a code block, the no-break spaces the exporter writes to keep
// runs of spaces, and the placeholder character of an image.
function normalize(content: ContentState): ContentState {
  const blockMap = content.getBlockMap().map((block) => {
    const type = block!.getType();
    if (type === 'atomic') {
      const first = block!.getCharacterList().first() ?? CharacterMetadata.create();
      return block!.merge({ text: ' ', characterList: List([first]) }) as ContentBlock;
    }
    let chars = block!.getCharacterList();
    if (type === 'code-block') chars = chars.map((c) => CharacterMetadata.removeStyle(c!, 'CODE')).toList();
    return block!.merge({ text: block!.getText().replaceAll('\u00a0', ' '), characterList: chars }) as ContentBlock;
  });
  return content.merge({ blockMap }) as ContentState;
}

export function htmlToContent(html: string): ContentState {
  return normalize(stateFromHTML(html, importOptions));
}

const invisible = /[\s\u200b\u200c\u200d\u2060\ufeff]/g;

// imageSources lists the src of every image in the content, in order.
export function imageSources(content: ContentState): string[] {
  const sources: string[] = [];
  for (const block of content.getBlocksAsArray()) {
    block.findEntityRanges(
      (c) => c.getEntity() !== null && content.getEntity(c.getEntity()).getType() === 'IMAGE',
      (start) => {
        const src: unknown = content.getEntity(block.getEntityAt(start)).getData().src;
        if (typeof src === 'string' && src) sources.push(src);
      },
    );
  }
  return sources;
}

// hasVisibleContent mirrors the server's rule: some text other than white space, or an image.
export function hasVisibleContent(content: ContentState): boolean {
  const text = content
    .getBlocksAsArray()
    .filter((b) => b.getType() !== 'atomic')
    .map((b) => b.getText())
    .join('');
  return text.replace(invisible, '') !== '' || imageSources(content).length > 0;
}
