import { lazy, Suspense, useId, type RefObject } from 'react';
import { useT } from '../../lib/i18n/locale';
import { FieldError } from '../form/field-error';
import { EditorBoundary } from './editor-boundary';
import type { EditorHandle, EditorImages } from './editor-handle';
import * as m from './editor-messages';
import '../form/field.css';
import './rich-text-field.css';

// The editor and draft-js are a chunk of their own (~82 KB gzipped), fetched when a form
// first shows this field: the screens that import this file stay light, and public pages
// never download it (eslint.config.js forbids importing the editor any other way).
const RichTextEditor = lazy(() => import('./rich-text-editor').then((e) => ({ default: e.RichTextEditor })));

type Props = {
  // The words naming the field: the editor's text box is labelled by them.
  label: string;
  editorRef: RefObject<EditorHandle | null>;
  // The HTML it opens with; the editor keeps its own state after that.
  initialHtml?: string;
  // What is wrong with the content (the form's own check or the server's), if anything.
  error?: string;
  onChange?: () => void;
  // How images are inserted; without it the editor offers none.
  images?: EditorImages;
};

// RichTextField is a labelled rich-text editor with its message, as a form's field.
export function RichTextField({ label, editorRef, initialHtml = '', error, onChange, images }: Props) {
  const t = useT();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      {/* A <label> names only form controls; clicking these words focuses the editor as a
          label would its input. */}
      <span id={labelId} className="rich-text-field__label" onClick={() => editorRef.current?.focus()}>
        {label}
      </span>
      <EditorBoundary>
        <Suspense fallback={<p className="muted">{t(m.loading)}</p>}>
          <RichTextEditor ref={editorRef} initialHtml={initialHtml} labelId={labelId} errorId={error ? errorId : undefined} onChange={onChange} images={images} />
        </Suspense>
      </EditorBoundary>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
