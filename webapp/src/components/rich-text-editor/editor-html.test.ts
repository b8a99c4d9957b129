import { convertFromRaw, convertToRaw, type ContentState, type RawDraftContentBlock, type RawDraftEntity } from 'draft-js';
import { describe, expect, it } from 'vitest';
import { contentToHtml, hasVisibleContent, htmlToContent, imageSources } from './editor-html';

type Block = Partial<RawDraftContentBlock> & { text: string };

// content builds editor content the way the editor stores it.
function content(blocks: Block[], entityMap: Record<string, RawDraftEntity> = {}): ContentState {
  return convertFromRaw({
    blocks: blocks.map((b, i) => ({
      key: `b${i}`,
      type: 'unstyled',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
      ...b,
    })),
    entityMap,
  });
}

// shape is the content without its random block keys, for comparing two contents.
function shape(c: ContentState) {
  const raw = convertToRaw(c);
  return {
    blocks: raw.blocks.map(({ key: _key, ...rest }) => rest),
    entities: Object.values(raw.entityMap),
  };
}

const link = { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://example.com/a?b=1&c=2' } } as RawDraftEntity;
const image = { type: 'IMAGE', mutability: 'IMMUTABLE', data: { src: '/files/blog_image/0b6c.png', alt: 'Truss' } } as RawDraftEntity;

// One case per editor feature: the content, and the HTML the server receives for it.
const cases: { name: string; blocks: Block[]; entities?: Record<string, RawDraftEntity>; html: string }[] = [
  {
    name: 'headings',
    blocks: [
      { text: 'One', type: 'header-one' },
      { text: 'Two', type: 'header-two' },
      { text: 'Six', type: 'header-six' },
    ],
    html: '<h1>One</h1>\n<h2>Two</h2>\n<h6>Six</h6>',
  },
  {
    name: 'bold, italic and underline',
    blocks: [
      {
        text: 'bold italic under all',
        inlineStyleRanges: [
          { offset: 0, length: 4, style: 'BOLD' },
          { offset: 5, length: 6, style: 'ITALIC' },
          { offset: 12, length: 5, style: 'UNDERLINE' },
          { offset: 18, length: 3, style: 'BOLD' },
          { offset: 18, length: 3, style: 'ITALIC' },
          { offset: 18, length: 3, style: 'UNDERLINE' },
        ],
      },
    ],
    html: '<p><strong>bold</strong> <em>italic</em> <u>under</u> <u><em><strong>all</strong></em></u></p>',
  },
  {
    name: 'text colour, background colour and font in one span',
    blocks: [
      {
        text: 'red on yellow',
        inlineStyleRanges: [
          { offset: 0, length: 3, style: 'COLOR:#c0392b' as never },
          { offset: 0, length: 13, style: 'BG:#fff3a3' as never },
          { offset: 0, length: 13, style: 'FONT:Times New Roman, serif' as never },
        ],
      },
    ],
    html:
      '<p><span style="color: #c0392b; background-color: #fff3a3; font-family: Times New Roman, serif">red</span>' +
      '<span style="background-color: #fff3a3; font-family: Times New Roman, serif"> on yellow</span></p>',
  },
  {
    name: 'bullet and numbered lists',
    blocks: [
      { text: 'beam', type: 'unordered-list-item' },
      { text: 'column', type: 'unordered-list-item' },
      { text: 'first', type: 'ordered-list-item' },
    ],
    html: '<ul>\n  <li>beam</li>\n  <li>column</li>\n</ul>\n<ol>\n  <li>first</li>\n</ol>',
  },
  {
    name: 'alignment',
    blocks: [
      { text: 'centred', data: { textAlign: 'center' } },
      { text: 'right', type: 'header-two', data: { textAlign: 'right' } },
      { text: 'justified', type: 'unordered-list-item', data: { textAlign: 'justify' } },
    ],
    html:
      '<p style="text-align: center">centred</p>\n<h2 style="text-align: right">right</h2>\n' +
      '<ul>\n  <li style="text-align: justify">justified</li>\n</ul>',
  },
  {
    name: 'links',
    blocks: [{ text: 'see the site', entityRanges: [{ offset: 4, length: 8, key: 0 }] }],
    entities: { 0: link },
    html: '<p>see <a href="https://example.com/a?b=1&amp;c=2">the site</a></p>',
  },
  {
    name: 'images',
    blocks: [
      { text: 'Above' },
      { text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 0 }] },
      { text: 'Below' },
    ],
    entities: { 0: image },
    html: '<p>Above</p>\n<figure><img src="/files/blog_image/0b6c.png" alt="Truss"/></figure>\n<p>Below</p>',
  },
  {
    name: 'code blocks, with their line breaks and markup as text',
    blocks: [{ text: 'if (a < b) {\n  go();\n}', type: 'code-block' }],
    html: '<pre><code>if (a &lt; b) {\n  go();\n}</code></pre>',
  },
];

describe('editor HTML', () => {
  for (const c of cases) {
    it(`exports ${c.name} in the server's vocabulary`, () => {
      expect(contentToHtml(content(c.blocks, c.entities))).toBe(c.html);
    });

    it(`imports the HTML of ${c.name} back to the same content`, () => {
      const original = content(c.blocks, c.entities);
      expect(shape(htmlToContent(c.html))).toEqual(shape(original));
    });
  }

  it('reads HTML as the sanitizer returns it', () => {
    // bluemonday keeps the author's case and joins declarations with "; "; the server
    // adds rel to every link; <b>/<i> are allowed too.
    const stored =
      '<p style="text-align: center"><span style="color: #C0392B; font-family: &#34;Georgia&#34;">Hi</span> ' +
      '<a href="mailto:info@example.com" rel="nofollow noopener noreferrer">mail</a> <b>b</b> <i>i</i></p>';
    expect(shape(htmlToContent(stored))).toEqual(
      shape(
        content(
          [
            {
              text: 'Hi mail b i',
              data: { textAlign: 'center' },
              inlineStyleRanges: [
                { offset: 0, length: 2, style: 'COLOR:#c0392b' as never },
                { offset: 0, length: 2, style: 'FONT:Georgia, serif' as never },
                { offset: 8, length: 1, style: 'BOLD' },
                { offset: 10, length: 1, style: 'ITALIC' },
              ],
              entityRanges: [{ offset: 3, length: 4, key: 0 }],
            },
          ],
          { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'mailto:info@example.com' } } },
        ),
      ),
    );
  });

  it('drops links the server would refuse', () => {
    const imported = htmlToContent('<p><a href="javascript:alert(1)">x</a></p>');
    expect(convertToRaw(imported).blocks[0].entityRanges).toEqual([]);
  });

  it('keeps runs of spaces through the round trip', () => {
    const original = content([{ text: ' two  spaces ' }]);
    const html = contentToHtml(original);
    expect(html).toBe('<p>&nbsp;two &nbsp;spaces&nbsp;</p>');
    expect(shape(htmlToContent(html))).toEqual(shape(original));
  });

  it('tells visible content from blank content', () => {
    expect(hasVisibleContent(content([{ text: '' }]))).toBe(false);
    expect(hasVisibleContent(content([{ text: ' \u200b ' }, { text: '\n' }]))).toBe(false);
    expect(hasVisibleContent(content([{ text: 'x' }]))).toBe(true);
    const onlyImage = content([{ text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 0 }] }], { 0: image });
    expect(hasVisibleContent(onlyImage)).toBe(true);
    expect(imageSources(onlyImage)).toEqual(['/files/blog_image/0b6c.png']);
  });
});
