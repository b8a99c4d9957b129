import { convertToRaw, EditorState, SelectionState } from 'draft-js';
import { describe, expect, it } from 'vitest';
import {
  alignmentAt,
  clearFormatting,
  insertImage,
  linkAt,
  removeLink,
  returnKey,
  setAlignment,
  setLink,
  setPrefixedStyle,
} from './editor-commands';
import { contentToHtml, htmlToContent } from './editor-html';
import { colourPrefix } from './editor-styles';

function stateOf(html: string): EditorState {
  return EditorState.createWithContent(htmlToContent(html));
}

// select puts the selection on [start, end) of the first block (or block index).
function select(state: EditorState, start: number, end = start, index = 0): EditorState {
  const key = state.getCurrentContent().getBlocksAsArray()[index].getKey();
  const selection = SelectionState.createEmpty(key).merge({ anchorOffset: start, focusOffset: end }) as SelectionState;
  return EditorState.forceSelection(state, selection);
}

const html = (state: EditorState) => contentToHtml(state.getCurrentContent());

describe('editor commands', () => {
  it('gives a run one colour at a time', () => {
    let state = select(stateOf('<p>red then blue</p>'), 0, 8);
    state = setPrefixedStyle(state, colourPrefix, '#c0392b');
    expect(html(state)).toBe('<p><span style="color: #c0392b">red then</span> blue</p>');
    state = setPrefixedStyle(select(state, 4, 13), colourPrefix, '#1f5fa8');
    expect(html(state)).toBe('<p><span style="color: #c0392b">red </span><span style="color: #1f5fa8">then blue</span></p>');
    state = setPrefixedStyle(select(state, 0, 13), colourPrefix, undefined);
    expect(html(state)).toBe('<p>red then blue</p>');
  });

  it('keeps a colour chosen with nothing selected for the text typed next', () => {
    const state = setPrefixedStyle(select(stateOf('<p>x</p>'), 1), colourPrefix, '#c0392b');
    expect(state.getCurrentInlineStyle().toArray()).toEqual(['COLOR:#c0392b']);
  });

  it('aligns blocks, left being the default', () => {
    let state = setAlignment(select(stateOf('<p>a</p>'), 0), 'right');
    expect(alignmentAt(state)).toBe('right');
    expect(html(state)).toBe('<p style="text-align: right">a</p>');
    state = setAlignment(state, 'left');
    expect(html(state)).toBe('<p>a</p>');
    expect(convertToRaw(state.getCurrentContent()).blocks[0].data).toEqual({});
  });

  it('links the selection, edits the link at the cursor and removes it', () => {
    let state = setLink(select(stateOf('<p>read the guide</p>'), 5, 14), 'https://example.com/');
    expect(html(state)).toBe('<p>read <a href="https://example.com/">the guide</a></p>');
    state = select(state, 8);
    expect(linkAt(state)).toBe('https://example.com/');
    state = setLink(state, 'mailto:info@example.com');
    expect(html(state)).toBe('<p>read <a href="mailto:info@example.com">the guide</a></p>');
    state = removeLink(select(state, 8));
    expect(html(state)).toBe('<p>read the guide</p>');
  });

  it('inserts the address as the link text when nothing is selected', () => {
    const state = setLink(select(stateOf('<p>see&nbsp;</p>'), 4), 'https://example.com/');
    expect(html(state)).toBe('<p>see <a href="https://example.com/">https://example.com/</a></p>');
  });

  it('inserts an image as a block of its own', () => {
    const state = insertImage(select(stateOf('<p>Above</p>'), 5), '/files/blog_image/1.png', 'Truss');
    expect(html(state)).toBe('<p>Above</p>\n<figure><img src="/files/blog_image/1.png" alt="Truss"/></figure>\n<p><br></p>');
  });

  it('clears character formatting and links from the selection, not block formats', () => {
    let state = stateOf(
      '<h2 style="text-align: center"><strong>Big</strong> <span style="color: #c0392b">red</span> <a href="https://x.example/">link</a></h2>',
    );
    state = clearFormatting(select(state, 0, 12));
    expect(html(state)).toBe('<h2 style="text-align: center">Big red link</h2>');
  });

  it('clears the styles of the text typed next when nothing is selected', () => {
    const state = clearFormatting(select(stateOf('<p><strong>b</strong></p>'), 1));
    expect(state.getCurrentInlineStyle().size).toBe(0);
  });

  it('ends a list on Enter in an empty item and starts a paragraph after a heading', () => {
    const list = returnKey(select(stateOf('<ul><li>a</li><li><br></li></ul>'), 0, 0, 1), false);
    expect(list && html(list)).toBe('<ul>\n  <li>a</li>\n</ul>\n<p><br></p>');
    const heading = returnKey(select(stateOf('<h2>Title</h2>'), 5), false);
    expect(heading && html(heading)).toBe('<h2>Title</h2>\n<p><br></p>');
    expect(returnKey(select(stateOf('<p>ab</p>'), 1), false)).toBeUndefined();
  });

  it('keeps a line break inside a code block', () => {
    const state = returnKey(select(stateOf('<pre><code>a</code></pre>'), 1), false);
    expect(state && html(state)).toBe('<pre><code>a\n</code></pre>');
  });
});
