import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { useNotice } from '../../../components/notice/notice-context';
import type { EditorHandle } from '../../../components/rich-text-editor/editor-handle';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { usePublishedPosts } from '../api/use-published-posts';
import { useStartSend, type NewsletterContent } from '../api/use-start-send';
import { checkNewsletter, serverErrors, type NewsletterErrors, type NewsletterMode } from './newsletter-form-errors';
import { SendConfirmDialog } from './send-confirm-dialog';

// Writes a newsletter (subject and a body in the blog's editor) or picks a published blog
// post, asks for confirmation, then queues it to every confirmed subscriber.
export function NewsletterSendForm() {
  const start = useStartSend();
  const { notify } = useNotice();
  const form = useRef<HTMLFormElement>(null);
  const editor = useRef<EditorHandle>(null);
  const ids = { subject: useId(), post: useId(), hint: useId() };
  const [mode, setMode] = useState<NewsletterMode>('write');
  const [subject, setSubject] = useState('');
  const [postId, setPostId] = useState('');
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  // Raised when new errors are shown, so focus goes to the first of them (and not when one
  // is cleared as the user types).
  const [focusRequest, setFocusRequest] = useState(0);
  // Remounted to empty the editor after a send.
  const [editorKey, setEditorKey] = useState(0);
  const [confirming, setConfirming] = useState<NewsletterContent | null>(null);
  const posts = usePublishedPosts(mode === 'post');

  useEffect(() => {
    if (focusRequest === 0) return;
    const target = form.current;
    if (target?.querySelector('[aria-invalid="true"]')) focusFirstInvalid(target);
    else editor.current?.focus();
  }, [focusRequest]);

  const showErrors = (found: NewsletterErrors, other: string[] = []) => {
    setErrors(found);
    setOtherErrors(other);
    if (Object.keys(found).length > 0) setFocusRequest((n) => n + 1);
  };

  const clearError = (field: keyof NewsletterErrors) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content: NewsletterContent =
      mode === 'post'
        ? { postId, subject: subject.trim(), html: '' }
        : { postId: '', subject: subject.trim(), html: editor.current?.hasContent() ? editor.current.getHtml() : '' };
    const found = checkNewsletter(mode, content);
    showErrors(found);
    if (Object.keys(found).length === 0) setConfirming(content);
  };

  const send = (content: NewsletterContent) => {
    setConfirming(null);
    start.mutate(content, {
      onSuccess: () => {
        notify('The newsletter is queued for sending.', 'success');
        setSubject('');
        setPostId('');
        setEditorKey((k) => k + 1);
        showErrors({});
      },
      onError: (error) => {
        const { fields, other } = serverErrors(error);
        showErrors(fields, other);
        if (Object.keys(fields).length === 0 && other.length === 0) notify('Failed to send the newsletter. Please try again.', 'error');
      },
    });
  };

  const chooseMode = (next: NewsletterMode) => {
    setMode(next);
    showErrors({});
  };

  const subjectDescribedBy = [mode === 'post' ? ids.hint : '', errors.subject ? `${ids.subject}-error` : ''].filter(Boolean).join(' ');

  return (
    <>
      <form ref={form} className="newsletter-form" noValidate onSubmit={onSubmit}>
        <fieldset className="newsletter-form__mode">
          <legend>Content</legend>
          <label>
            <input type="radio" name="newsletter-mode" checked={mode === 'write'} onChange={() => chooseMode('write')} />
            Write a newsletter
          </label>
          <label>
            <input type="radio" name="newsletter-mode" checked={mode === 'post'} onChange={() => chooseMode('post')} />
            Send a blog post
          </label>
        </fieldset>
        {mode === 'post' && (
          <div className="field">
            <label htmlFor={ids.post}>Blog post</label>
            <select
              id={ids.post}
              value={postId}
              disabled={!posts.isSuccess}
              onChange={(e) => {
                setPostId(e.target.value);
                clearError('post_id');
              }}
              aria-invalid={errors.post_id ? true : undefined}
              aria-describedby={errors.post_id ? `${ids.post}-error` : undefined}
            >
              <option value="">{posts.isPending ? 'Loading posts…' : 'Choose a post'}</option>
              {posts.data?.map((post) => (
                <option key={post.id} value={post.id}>
                  {post.title}
                </option>
              ))}
            </select>
            {posts.isError && (
              <p className="field-error" role="alert">
                Failed to load the blog posts.
              </p>
            )}
            {posts.isSuccess && posts.data.length === 0 && <p className="muted">No posts have been published yet.</p>}
            <FieldError id={`${ids.post}-error`} message={errors.post_id} />
          </div>
        )}
        <div className="field">
          <label htmlFor={ids.subject}>Subject</label>
          {mode === 'post' && (
            <p id={ids.hint} className="muted newsletter-form__hint">
              Leave empty to use the post’s title.
            </p>
          )}
          <input
            id={ids.subject}
            type="text"
            value={subject}
            required={mode === 'write'}
            onChange={(e) => {
              setSubject(e.target.value);
              clearError('subject');
            }}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={subjectDescribedBy || undefined}
          />
          <FieldError id={`${ids.subject}-error`} message={errors.subject} />
        </div>
        {mode === 'write' && (
          <RichTextField key={editorKey} label="Body" editorRef={editor} error={errors.html} onChange={() => clearError('html')} />
        )}
        {otherErrors.length > 0 && (
          <div className="form-error" role="alert">
            {otherErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <div className="newsletter-form__actions">
          <button type="submit" className="button button--primary" disabled={start.isPending}>
            {start.isPending ? 'Sending...' : 'Send newsletter'}
          </button>
        </div>
      </form>
      <SendConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && send(confirming)}
      />
    </>
  );
}
