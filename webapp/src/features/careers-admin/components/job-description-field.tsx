import { lazy, Suspense, useId, type Ref } from 'react';
import { EditorBoundary } from '../../../components/rich-text-editor/editor-boundary';
import type { EditorHandle } from '../../../components/rich-text-editor/editor-handle';

// The blog's editor, loaded when the job form opens: the server cleans what it makes with
// the blog's allowlist (internal/richtext). A job description takes no images.
const RichTextEditor = lazy(() => import('../../../components/rich-text-editor/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

type Props = {
  editorRef: Ref<EditorHandle>;
  initialHtml: string;
  error?: string;
  onChange: () => void;
};

export function JobDescriptionField({ editorRef, initialHtml, error, onChange }: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <span id={labelId} className="job-form__label">
        Description
      </span>
      <EditorBoundary>
        <Suspense fallback={<p className="muted">Loading editor…</p>}>
          <RichTextEditor ref={editorRef} initialHtml={initialHtml} labelId={labelId} errorId={error ? errorId : undefined} onChange={onChange} />
        </Suspense>
      </EditorBoundary>
      {error && (
        <p id={errorId} className="job-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
