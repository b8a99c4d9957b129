import { RichUtils, type EditorState } from 'draft-js';
import type { MouseEvent, ReactNode } from 'react';
import { useT } from '../../lib/i18n/locale';
import type { MessageText } from '../../lib/i18n/messages';
import { alignmentAt, blockTypeOf, clearFormatting, linkAt, setAlignment, setBlockType, setPrefixedStyle } from './editor-commands';
import { Icon, type IconName } from './editor-icons';
import * as m from './editor-messages';
import {
  backgroundColours,
  backgroundPrefix,
  colourPrefix,
  fontPrefix,
  fonts,
  textColours,
  valueOf,
  type Alignment,
  type Choice,
} from './editor-styles';

type Step = (state: EditorState) => EditorState;

type Props = {
  state: EditorState;
  controlsId: string;
  // Applies a step to the editor's state and gives the editor back its focus.
  onApply: (step: Step) => void;
  linkOpen: boolean;
  onLink: () => void;
  // Absent when the content takes no images: the button is then left out.
  onImage?: () => void;
  // Why the image button does nothing right now, if it does not.
  imageBlocked: string | undefined;
  uploading: boolean;
};

// The heading levels' block types, 1 to 6.
const headingTypes = ['header-one', 'header-two', 'header-three', 'header-four', 'header-five', 'header-six'];

const alignButtons: { value: Alignment; label: MessageText; icon: IconName }[] = [
  { value: 'left', label: m.alignLeft, icon: 'alignLeft' },
  { value: 'center', label: m.alignCenter, icon: 'alignCenter' },
  { value: 'right', label: m.alignRight, icon: 'alignRight' },
  { value: 'justify', label: m.justify, icon: 'alignJustify' },
];

// Keeps the editor's selection while the mouse is on a button: a click would otherwise
// move the focus, and the selection with it, before the button acts.
const keepSelection = (e: MouseEvent) => e.preventDefault();

type ButtonProps = {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  children: ReactNode;
  shortcut?: string;
  expanded?: boolean;
  disabled?: boolean;
  blocked?: boolean;
};

function ToolButton({ label, onClick, pressed, children, shortcut, expanded, disabled, blocked }: ButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className="rte__button"
      aria-label={label}
      title={shortcut ? t(m.withShortcut, { label, shortcut }) : label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-disabled={blocked || undefined}
      aria-keyshortcuts={shortcut?.replace('Ctrl', 'Control')}
      disabled={disabled}
      onMouseDown={keepSelection}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

type SelectProps = { label: string; value: string; none: string; choices: Choice[]; onChange: (value: string) => void };

function ToolSelect({ label, value, none, choices, onChange }: SelectProps) {
  return (
    <select className="rte__select" aria-label={label} title={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{none}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

export function EditorToolbar({ state, controlsId, onApply, linkOpen, onLink, onImage, imageBlocked, uploading }: Props) {
  const t = useT();
  const headings: Choice[] = [
    { label: t(m.normalText), value: 'unstyled' },
    ...headingTypes.map((value, i) => ({ label: t(m.headingLevel, { level: i + 1 }), value })),
  ];
  const translated = (choices: Choice<MessageText>[]): Choice[] => choices.map((c) => ({ ...c, label: t(c.label) }));
  const styles = state.getCurrentInlineStyle();
  const styleList = styles.toArray();
  const blockType = blockTypeOf(state);
  const alignment = alignmentAt(state);
  const inlineToggle = (style: string) => () => onApply((s) => RichUtils.toggleInlineStyle(s, style));
  const blockToggle = (type: string) => () => onApply((s) => RichUtils.toggleBlockType(s, type));
  const heading = headings.some((h) => h.value === blockType) ? blockType : '';
  const prefixed = (prefix: string) => (value: string) => onApply((s) => setPrefixedStyle(s, prefix, value || undefined));

  return (
    <div className="rte__toolbar" role="toolbar" aria-label={t(m.formatting)} aria-controls={controlsId}>
      <div className="rte__group">
        <ToolSelect
          label={t(m.heading)}
          value={heading}
          // A list item or code block is neither a heading nor normal text.
          none="—"
          choices={headings}
          onChange={(type) => type && onApply((s) => setBlockType(s, type))}
        />
        <ToolSelect label={t(m.font)} value={valueOf(styleList, fontPrefix) ?? ''} none={t(m.defaultFont)} choices={fonts} onChange={prefixed(fontPrefix)} />
      </div>
      <div className="rte__group">
        <ToolButton label={t(m.bold)} shortcut="Ctrl+B" pressed={styles.has('BOLD')} onClick={inlineToggle('BOLD')}>
          <b>B</b>
        </ToolButton>
        <ToolButton label={t(m.italic)} shortcut="Ctrl+I" pressed={styles.has('ITALIC')} onClick={inlineToggle('ITALIC')}>
          <i>I</i>
        </ToolButton>
        <ToolButton label={t(m.underline)} shortcut="Ctrl+U" pressed={styles.has('UNDERLINE')} onClick={inlineToggle('UNDERLINE')}>
          <u>U</u>
        </ToolButton>
      </div>
      <div className="rte__group">
        <ToolSelect
          label={t(m.textColour)}
          value={valueOf(styleList, colourPrefix) ?? ''}
          none={t(m.defaultColour)}
          choices={translated(textColours)}
          onChange={prefixed(colourPrefix)}
        />
        <ToolSelect
          label={t(m.backgroundColour)}
          value={valueOf(styleList, backgroundPrefix) ?? ''}
          none={t(m.noBackground)}
          choices={translated(backgroundColours)}
          onChange={prefixed(backgroundPrefix)}
        />
      </div>
      <div className="rte__group">
        <ToolButton label={t(m.numberedList)} pressed={blockType === 'ordered-list-item'} onClick={blockToggle('ordered-list-item')}>
          <Icon name="numberedList" />
        </ToolButton>
        <ToolButton label={t(m.bulletedList)} pressed={blockType === 'unordered-list-item'} onClick={blockToggle('unordered-list-item')}>
          <Icon name="bulletList" />
        </ToolButton>
      </div>
      <div className="rte__group">
        {alignButtons.map((a) => (
          <ToolButton key={a.value} label={t(a.label)} pressed={alignment === a.value} onClick={() => onApply((s) => setAlignment(s, a.value))}>
            <Icon name={a.icon} />
          </ToolButton>
        ))}
      </div>
      <div className="rte__group">
        <ToolButton label={t(m.link)} pressed={linkAt(state) !== undefined} expanded={linkOpen} onClick={onLink}>
          <Icon name="link" />
        </ToolButton>
        {onImage && (
          <ToolButton label={t(m.insertImage)} blocked={imageBlocked !== undefined} disabled={uploading} onClick={onImage}>
            <Icon name="image" />
          </ToolButton>
        )}
        <ToolButton label={t(m.codeBlock)} pressed={blockType === 'code-block'} onClick={blockToggle('code-block')}>
          <Icon name="code" />
        </ToolButton>
        <ToolButton label={t(m.clearFormatting)} onClick={() => onApply(clearFormatting)}>
          <Icon name="clear" />
        </ToolButton>
      </div>
    </div>
  );
}
