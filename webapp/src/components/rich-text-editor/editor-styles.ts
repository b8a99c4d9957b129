import type { CSSProperties } from 'react';
import type { MessageText } from '../../lib/i18n/messages';
import * as m from './editor-messages';

// The editor's custom inline styles are named "<prefix><css value>", so that a style
// carries its own value and needs no lookup table to be shown or exported.
export const colourPrefix = 'COLOR:';
export const backgroundPrefix = 'BG:';
export const fontPrefix = 'FONT:';

// A choice of a toolbar list: its label is a name (a font) or words to translate (a colour).
export type Choice<Label extends string = string> = { label: Label; value: string };

// The server's sanitizer keeps these families and nothing else (internal/richtext/sanitize.go).
// Each is written with a generic fallback, which the sanitizer also allows.
export const fonts: Choice[] = [
  { label: 'Arial', value: 'Arial, sans-serif' },
  { label: 'Georgia', value: 'Georgia, serif' },
  { label: 'Impact', value: 'Impact, sans-serif' },
  { label: 'Tahoma', value: 'Tahoma, sans-serif' },
  { label: 'Times New Roman', value: 'Times New Roman, serif' },
  { label: 'Verdana', value: 'Verdana, sans-serif' },
];

// Hex values, lower case: the sanitizer accepts hex, rgb() and named colours.
export const textColours: Choice<MessageText>[] = [
  { label: m.black, value: '#000000' },
  { label: m.darkGrey, value: '#555555' },
  { label: m.red, value: '#c0392b' },
  { label: m.orange, value: '#d35400' },
  { label: m.green, value: '#1f7a3a' },
  { label: m.blue, value: '#1f5fa8' },
  { label: m.purple, value: '#7d3c98' },
];

export const backgroundColours: Choice<MessageText>[] = [
  { label: m.yellow, value: '#fff3a3' },
  { label: m.lightGreen, value: '#d9f2e1' },
  { label: m.lightBlue, value: '#dbe9fb' },
  { label: m.pink, value: '#fadbd8' },
  { label: m.lightGrey, value: '#eeeeee' },
];

export const alignments = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof alignments)[number];

export function isAlignment(value: unknown): value is Alignment {
  return typeof value === 'string' && (alignments as readonly string[]).includes(value);
}

// valueOf reads the value of the first style with the prefix in a style set.
export function valueOf(styles: Iterable<string>, prefix: string): string | undefined {
  for (const style of styles) {
    if (style.startsWith(prefix)) return style.slice(prefix.length);
  }
  return undefined;
}

// cssOf turns a style set into the CSS of its custom styles, for the editor (customStyleFn)
// and the HTML export alike, so that what is seen is what is saved.
export function cssOf(styles: Iterable<string>): CSSProperties {
  const list = [...styles];
  const css: CSSProperties = {};
  const color = valueOf(list, colourPrefix);
  const backgroundColor = valueOf(list, backgroundPrefix);
  const fontFamily = valueOf(list, fontPrefix);
  if (color) css.color = color;
  if (backgroundColor) css.backgroundColor = backgroundColor;
  if (fontFamily) css.fontFamily = fontFamily;
  return css;
}

// fontValueOf maps a CSS font-family as stored (possibly quoted or re-cased by the
// sanitizer) back to one of the editor's fonts, by its first family.
export function fontValueOf(cssFamily: string): string | undefined {
  const first = cssFamily.split(',')[0].trim().replace(/^["']|["']$/g, '').toLowerCase();
  return fonts.find((f) => f.label.toLowerCase() === first)?.value;
}
