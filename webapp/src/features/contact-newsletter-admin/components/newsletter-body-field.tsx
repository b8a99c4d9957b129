import { lazy, Suspense, useId, type Ref } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { EditorBoundary } from '../../../components/rich-text-editor/editor-boundary';
import type { EditorHandle } from '../../../components/rich-text-editor/editor-handle';

// The blog's editor, loaded when the newsletter form shows it: the server cleans what it
// makes with the blog's allowlist (internal/richtext). A newsletter takes no images.
const RichTextEditor = lazy(() => import('../../../components/rich-text-editor/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

type Props = {
  editorRef: Ref<EditorHandle>;
  error?: string;
  onChange: () => void;
};

export function NewsletterBodyField({ editorRef, error, onChange }: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <span id={labelId} className="newsletter-form__label">
        Body
      </span>
      <EditorBoundary>
        <Suspense fallback={<p className="muted">Loading editor…</p>}>
          <RichTextEditor ref={editorRef} initialHtml="" labelId={labelId} errorId={error ? errorId : undefined} onChange={onChange} />
        </Suspense>
      </EditorBoundary>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
