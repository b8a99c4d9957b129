import { AtomicBlockUtils, EditorState, Modifier, RichUtils, SelectionState, type ContentBlock } from 'draft-js';
import { Map as ImmutableMap, OrderedSet } from 'immutable';
import { alignmentOf } from './editor-html';
import type { Alignment } from './editor-styles';

// Pure EditorState → EditorState steps behind the toolbar, kept apart from the React
// component so they can be tested without a browser.

// selectedBlocks are the blocks the selection touches, first to last.
function selectedBlocks(state: EditorState): ContentBlock[] {
  const content = state.getCurrentContent();
  const selection = state.getSelection();
  const start = selection.getStartKey();
  const end = selection.getEndKey();
  const blocks: ContentBlock[] = [];
  let inside = false;
  for (const block of content.getBlocksAsArray()) {
    if (block.getKey() === start) inside = true;
    if (inside) blocks.push(block);
    if (block.getKey() === end) break;
  }
  return blocks;
}

// eachSelectedRange calls fn with the part of each selected block that the selection covers.
function eachSelectedRange(state: EditorState, fn: (block: ContentBlock, start: number, end: number) => void) {
  const selection = state.getSelection();
  for (const block of selectedBlocks(state)) {
    const start = block.getKey() === selection.getStartKey() ? selection.getStartOffset() : 0;
    const end = block.getKey() === selection.getEndKey() ? selection.getEndOffset() : block.getLength();
    fn(block, start, end);
  }
}

function rangeOf(block: ContentBlock, start: number, end: number): SelectionState {
  return SelectionState.createEmpty(block.getKey()).merge({ anchorOffset: start, focusOffset: end }) as SelectionState;
}

// stylesInSelection lists the inline styles used anywhere in the selection.
function stylesInSelection(state: EditorState): Set<string> {
  const styles = new Set<string>();
  eachSelectedRange(state, (block, start, end) => {
    for (let i = start; i < end; i++) block.getInlineStyleAt(i).forEach((s) => styles.add(s!));
  });
  return styles;
}

export function blockTypeOf(state: EditorState): string {
  const selection = state.getSelection();
  return state.getCurrentContent().getBlockForKey(selection.getStartKey()).getType();
}

export function alignmentAt(state: EditorState): Alignment {
  const block = state.getCurrentContent().getBlockForKey(state.getSelection().getStartKey());
  return alignmentOf(block) ?? 'left';
}

// setBlockType makes the selected blocks headings or normal paragraphs (the heading menu).
export function setBlockType(state: EditorState, type: string): EditorState {
  if (blockTypeOf(state) === type) return state;
  return EditorState.push(state, Modifier.setBlockType(state.getCurrentContent(), state.getSelection(), type), 'change-block-type');
}

export function setAlignment(state: EditorState, alignment: Alignment): EditorState {
  const data = alignment === 'left' ? ImmutableMap<string, string>() : ImmutableMap({ textAlign: alignment });
  return EditorState.push(state, Modifier.setBlockData(state.getCurrentContent(), state.getSelection(), data), 'change-block-data');
}

// setPrefixedStyle gives the selection one value of an exclusive style family (a colour,
// a background or a font) in place of any other, or none when value is undefined. With
// nothing selected it applies to what is typed next.
export function setPrefixedStyle(state: EditorState, prefix: string, value: string | undefined): EditorState {
  const selection = state.getSelection();
  if (selection.isCollapsed()) {
    let styles = state.getCurrentInlineStyle().filterNot((s) => s!.startsWith(prefix)).toOrderedSet();
    if (value) styles = styles.add(prefix + value);
    return EditorState.setInlineStyleOverride(state, styles);
  }
  let content = state.getCurrentContent();
  for (const style of stylesInSelection(state)) {
    if (style.startsWith(prefix)) content = Modifier.removeInlineStyle(content, selection, style);
  }
  if (value) content = Modifier.applyInlineStyle(content, selection, prefix + value);
  return EditorState.forceSelection(EditorState.push(state, content, 'change-inline-style'), selection);
}

// linkAt answers the address of the link at the start of the selection, if any.
export function linkAt(state: EditorState): string | undefined {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  const offset = selection.isCollapsed() ? Math.max(0, selection.getStartOffset() - 1) : selection.getStartOffset();
  const key = block.getEntityAt(offset);
  if (!key) return undefined;
  const entity = content.getEntity(key);
  return entity.getType() === 'LINK' ? (entity.getData() as { url: string }).url : undefined;
}

// linkRange is the whole link around a collapsed selection, so it can be edited or removed
// without first selecting it.
function linkRange(state: EditorState): SelectionState {
  const selection = state.getSelection();
  if (!selection.isCollapsed()) return selection;
  const block = state.getCurrentContent().getBlockForKey(selection.getStartKey());
  const offset = Math.max(0, selection.getStartOffset() - 1);
  const key = block.getEntityAt(offset);
  if (!key) return selection;
  let range = selection;
  block.findEntityRanges(
    (c) => c.getEntity() === key,
    (start, end) => {
      if (start <= offset && offset < end) range = rangeOf(block, start, end);
    },
  );
  return range;
}

// setLink links the selected text to url; with nothing selected the address itself is
// inserted as the link's text.
export function setLink(state: EditorState, url: string): EditorState {
  const withEntity = state.getCurrentContent().createEntity('LINK', 'MUTABLE', { url });
  const key = withEntity.getLastCreatedEntityKey();
  const range = linkRange(state);
  if (range.isCollapsed()) {
    const content = Modifier.insertText(withEntity, range, url, state.getCurrentInlineStyle(), key);
    return EditorState.push(state, content, 'insert-characters');
  }
  const content = Modifier.applyEntity(withEntity, range, key);
  // The cursor goes after the link, so typing on does not extend it by surprise.
  const end = range.getEndOffset();
  const after = SelectionState.createEmpty(range.getEndKey()).merge({ anchorOffset: end, focusOffset: end }) as SelectionState;
  return EditorState.forceSelection(EditorState.push(state, content, 'apply-entity'), after);
}

export function removeLink(state: EditorState): EditorState {
  const range = linkRange(state);
  if (range.isCollapsed()) return state;
  return RichUtils.toggleLink(state, range, null);
}

export function insertImage(state: EditorState, src: string, alt: string): EditorState {
  const content = state.getCurrentContent().createEntity('IMAGE', 'IMMUTABLE', { src, alt });
  const withEntity = EditorState.push(state, content, 'apply-entity');
  return AtomicBlockUtils.insertAtomicBlock(withEntity, content.getLastCreatedEntityKey(), ' ');
}

// clearFormatting removes character formatting (styles, colours, font, links) from the
// selection, or from what is typed next when nothing is selected. Block formats (headings,
// lists, alignment) have their own controls.
export function clearFormatting(state: EditorState): EditorState {
  const selection = state.getSelection();
  if (selection.isCollapsed()) return EditorState.setInlineStyleOverride(state, OrderedSet<string>());
  let content = state.getCurrentContent();
  for (const style of stylesInSelection(state)) content = Modifier.removeInlineStyle(content, selection, style);
  eachSelectedRange(state, (block, start, end) => {
    block.findEntityRanges(
      (c) => c.getEntity() !== null && content.getEntity(c.getEntity()).getType() === 'LINK',
      (from, to) => {
        const a = Math.max(from, start);
        const b = Math.min(to, end);
        if (a < b) content = Modifier.applyEntity(content, rangeOf(block, a, b), null);
      },
    );
  });
  return EditorState.forceSelection(EditorState.push(state, content, 'change-inline-style'), selection);
}

// returnKey handles Enter where draft-js's default is unhelpful: a line break stays inside a
// code block, Enter in an empty list item ends the list, and Enter at the end of a heading
// starts a normal paragraph. Answers undefined to leave Enter to draft-js.
export function returnKey(state: EditorState, shift: boolean): EditorState | undefined {
  const selection = state.getSelection();
  const block = state.getCurrentContent().getBlockForKey(selection.getStartKey());
  const type = block.getType();
  if (type === 'code-block' || shift) return RichUtils.insertSoftNewline(state);
  if (!selection.isCollapsed()) return undefined;
  if ((type === 'unordered-list-item' || type === 'ordered-list-item') && block.getLength() === 0) {
    return setBlockType(state, 'unstyled');
  }
  if (type.startsWith('header-') && selection.getStartOffset() === block.getLength()) {
    const split = Modifier.splitBlock(state.getCurrentContent(), selection);
    const below = split.getSelectionAfter();
    const content = Modifier.setBlockType(split, below, 'unstyled');
    const data = Modifier.setBlockData(content, below, ImmutableMap<string, string>());
    return EditorState.push(state, data, 'split-block');
  }
  return undefined;
}
