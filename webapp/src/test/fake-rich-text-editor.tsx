import { useImperativeHandle, useState, type Ref } from 'react';
import type { EditorHandle } from '../components/rich-text-editor/editor-handle';

type Props = {
  ref?: Ref<EditorHandle>;
  initialHtml: string;
  labelId: string;
  errorId?: string;
  onChange?: () => void;
};

// A stand-in for the draft-js editor in screen tests: jsdom cannot type into draft-js (it
// needs real selection and input events), and these tests are about the screen around it.
// The text typed here is the post's HTML. The real editor is covered by
// rich-text-editor.test.tsx and e2e/admin-blog.test.mjs.
export function RichTextEditor({ ref, initialHtml, labelId, errorId, onChange }: Props) {
  const [html, setHtml] = useState(initialHtml);
  useImperativeHandle(ref, () => ({
    getHtml: () => html,
    hasContent: () => html.replace(/<[^>]*>/g, '').trim() !== '',
    imageSources: () => [],
    focus: () => {},
  }));
  return (
    <textarea
      aria-labelledby={labelId}
      aria-describedby={errorId}
      value={html}
      onChange={(e) => {
        setHtml(e.target.value);
        onChange?.();
      }}
    />
  );
}
