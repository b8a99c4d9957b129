import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Dialog } from '../../../components/dialog/dialog';
import { useNotice } from '../../../components/notice/notice-context';
import { PostStatus, type Post } from '../../../gen/gusset/site/v1/blog_pb';
import { EditorBoundary } from '../../../components/rich-text-editor/editor-boundary';
import type { EditorHandle, EditorImages, UploadedImage } from '../../../components/rich-text-editor/editor-handle';
import { fieldViolations } from '../../../lib/field-violations';
import { uploadBlogImage } from '../api/upload-blog-image';
import { useSaveBlogPost, type SaveBlogPost } from '../api/use-save-blog-post';
import { htmlImageSources, imagePlan, isUploadedImage } from './blog-image-plan';
import { slugify } from './slugify';
import { fromLocalInput, localTimeZone, toLocalInput } from '../../../lib/local-date-time';
import { postPath } from '../../../lib/post-path';
import './blog-form-dialog.css';

// draft-js is ~82 KB gzipped: loaded when a blog form first opens, so no public page (and
// no other admin screen) downloads it.
const RichTextEditor = lazy(() => import('../../../components/rich-text-editor/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

// A post holds one image of its own (the server's rule): a second is refused up front.
const imageBlockedMessage = 'This post already has an image. Delete it from the content to insert another.';

// What the form is open for: a new post (post null) or an existing one.
export type BlogFormTarget = { post: Post | null };

type Props = {
  target: BlogFormTarget | null;
  onClose: () => void;
  // After a successful save; created is true for a new post.
  onSaved: (created: boolean) => void;
};

export function BlogFormDialog({ target, onClose, onSaved }: Props) {
  const save = useSaveBlogPost();
  const editing = target?.post != null;
  return (
    <Dialog
      open={target !== null}
      title={editing ? 'Edit Blog' : 'Add New Blog'}
      onClose={onClose}
      // The spec: the modal cannot be closed while a save is in progress.
      locked={save.isPending}
      className="blog-form-dialog"
    >
      {target && (
        <BlogForm
          key={target.post?.id ?? 'new'}
          post={target.post}
          saving={save.isPending}
          onSave={(values, callbacks) => save.mutate(values, callbacks)}
          onCancel={onClose}
          onSaved={() => onSaved(!editing)}
        />
      )}
    </Dialog>
  );
}

type Errors = { title?: string; slug?: string; excerpt?: string; content?: string; publishTime?: string };

const futureRule = 'Choose a publish time in the future';

// The server's rule for an address; it also refuses one another post uses.
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slugRule = 'Address may only have lower-case letters and digits, in words joined by single dashes';

// The address a new post gets while staff leave the field empty: the server makes it from
// the title, so the preview follows the title until staff type an address of their own.
function newPostSlug(title: string): string {
  return title.trim() ? slugify(title) : 'made-from-the-title';
}

type FormProps = {
  post: Post | null;
  saving: boolean;
  onSave: (values: SaveBlogPost, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  onCancel: () => void;
  onSaved: () => void;
};

function BlogForm({ post, saving, onSave, onCancel, onSaved }: FormProps) {
  const { notify } = useNotice();
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  // A new post starts as a draft, so that nothing goes public by a click on Add before
  // staff chose to publish it; an existing one keeps its life cycle.
  const [status, setStatus] = useState<PostStatus>(post && post.status !== PostStatus.UNSPECIFIED ? post.status : PostStatus.DRAFT);
  const [publishAt, setPublishAt] = useState(post?.status === PostStatus.SCHEDULED ? toLocalInput(post.publishTime) : '');
  const [errors, setErrors] = useState<Errors>({});
  const [editorReady, setEditorReady] = useState(false);
  const [uploading, setUploading] = useState(false);
  const editor = useRef<EditorHandle | null>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const uploads = useRef<UploadedImage[]>([]);
  const images = useMemo<EditorImages>(
    () => ({
      upload: uploadBlogImage,
      blocked: (sources) => (sources.some(isUploadedImage) ? imageBlockedMessage : undefined),
      onUploaded: (image) => uploads.current.push(image),
      onUploadingChange: setUploading,
    }),
    [],
  );
  const initialHtml = post?.contentHtml ?? '';
  const initialSources = useMemo(() => htmlImageSources(initialHtml), [initialHtml]);
  const titleId = useId();
  const titleErrorId = useId();
  const slugId = useId();
  const slugHintId = useId();
  const slugErrorId = useId();
  const excerptId = useId();
  const excerptErrorId = useId();
  const contentLabelId = useId();
  const contentErrorId = useId();
  const publishAtId = useId();
  const publishAtHintId = useId();
  const publishAtErrorId = useId();
  const statusName = useId();
  // Stable, so React does not detach and re-attach the handle on every render.
  const editorRef = useCallback((handle: EditorHandle | null) => {
    editor.current = handle;
    setEditorReady(handle !== null);
  }, []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const handle = editor.current;
    if (!handle || saving || uploading) return;
    const found: Errors = {};
    if (!title.trim()) found.title = 'Title is required';
    if (slug.trim() && !slugPattern.test(slug.trim())) found.slug = slugRule;
    if (!handle.hasContent()) found.content = 'Content cannot be empty';
    const scheduledAt = fromLocalInput(publishAt);
    if (status === PostStatus.SCHEDULED && (!scheduledAt || scheduledAt.getTime() <= Date.now())) found.publishTime = futureRule;
    setErrors(found);
    if (found.title) {
      titleInput.current?.focus();
      return;
    }
    if (found.slug) {
      document.getElementById(slugId)?.focus();
      return;
    }
    if (found.content) {
      handle.focus();
      return;
    }
    if (found.publishTime) {
      document.getElementById(publishAtId)?.focus();
      return;
    }
    const plan = imagePlan({
      sources: handle.imageSources(),
      uploads: uploads.current,
      currentPath: post?.image?.path ?? '',
      initialSources,
    });
    onSave(
      {
        id: post?.id,
        title: title.trim(),
        slug: slug.trim(),
        excerpt: excerpt.trim(),
        contentHtml: handle.getHtml(),
        ...plan,
        status,
        publishTime: status === PostStatus.SCHEDULED && scheduledAt ? timestampFromDate(scheduledAt) : undefined,
      },
      {
        onSuccess: () => {
          notify(post ? 'Blog updated successfully' : 'Blog created successfully', 'success');
          onSaved();
        },
        onError: (error) => {
          // The server checks the same rules; its messages land beside the fields.
          const violations = fieldViolations(error);
          setErrors({
            title: violations.title,
            slug: violations.slug,
            excerpt: violations.excerpt,
            content: violations.content_html,
            publishTime: violations.publish_time,
          });
          notify('Error submitting blog.', 'error');
        },
      },
    );
  };

  return (
    <form className="blog-form" onSubmit={onSubmit} noValidate aria-busy={saving}>
      <div className="field">
        <label htmlFor={titleId}>Title</label>
        <input
          ref={titleInput}
          id={titleId}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            if (errors.title) setErrors((x) => ({ ...x, title: undefined }));
          }}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? titleErrorId : undefined}
          maxLength={200}
          autoComplete="off"
        />
        {errors.title && (
          <p id={titleErrorId} className="blog-form__error">
            {errors.title}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={slugId}>Address (slug)</label>
        <input
          id={slugId}
          value={slug}
          onChange={(e) => {
            setSlug(e.target.value);
            if (errors.slug) setErrors((x) => ({ ...x, slug: undefined }));
          }}
          aria-invalid={errors.slug ? true : undefined}
          aria-describedby={errors.slug ? `${slugHintId} ${slugErrorId}` : slugHintId}
          maxLength={80}
          autoComplete="off"
          spellCheck={false}
          placeholder={post ? undefined : 'made from the title'}
        />
        <p id={slugHintId} className="blog-form__hint muted">
          {postPath({ id: post?.id ?? '', slug: slug.trim() || (post ? post.slug : newPostSlug(title)) })}
        </p>
        {errors.slug && (
          <p id={slugErrorId} className="blog-form__error">
            {errors.slug}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={excerptId}>Excerpt</label>
        <textarea
          id={excerptId}
          value={excerpt}
          onChange={(e) => {
            setExcerpt(e.target.value);
            if (errors.excerpt) setErrors((x) => ({ ...x, excerpt: undefined }));
          }}
          aria-invalid={errors.excerpt ? true : undefined}
          aria-describedby={errors.excerpt ? excerptErrorId : undefined}
          maxLength={300}
          rows={2}
        />
        {errors.excerpt && (
          <p id={excerptErrorId} className="blog-form__error">
            {errors.excerpt}
          </p>
        )}
      </div>
      <div className="field">
        <span id={contentLabelId} className="blog-form__label" onClick={() => editor.current?.focus()}>
          Content
        </span>
        <EditorBoundary>
          <Suspense fallback={<p className="blog-form__loading muted">Loading editor…</p>}>
            <RichTextEditor
              ref={editorRef}
              initialHtml={initialHtml}
              labelId={contentLabelId}
              errorId={errors.content ? contentErrorId : undefined}
              onChange={() => {
                if (errors.content) setErrors((x) => ({ ...x, content: undefined }));
              }}
              images={images}
            />
          </Suspense>
        </EditorBoundary>
        {errors.content && (
          <p id={contentErrorId} className="blog-form__error" role="alert">
            {errors.content}
          </p>
        )}
      </div>
      <fieldset className="field blog-form__publishing">
        <legend>Publishing</legend>
        {[
          { value: PostStatus.DRAFT, label: 'Draft (not public)' },
          { value: PostStatus.PUBLISHED, label: post?.status === PostStatus.PUBLISHED ? 'Published' : 'Publish now' },
          { value: PostStatus.SCHEDULED, label: 'Schedule' },
        ].map((option) => (
          <label key={option.value} className="blog-form__choice">
            <input
              type="radio"
              name={statusName}
              checked={status === option.value}
              onChange={() => {
                setStatus(option.value);
                if (errors.publishTime) setErrors((x) => ({ ...x, publishTime: undefined }));
              }}
            />
            {option.label}
          </label>
        ))}
        {status === PostStatus.SCHEDULED && (
          <div className="field">
            <label htmlFor={publishAtId}>Publish at</label>
            <input
              id={publishAtId}
              type="datetime-local"
              value={publishAt}
              onChange={(e) => {
                setPublishAt(e.target.value);
                if (errors.publishTime) setErrors((x) => ({ ...x, publishTime: undefined }));
              }}
              aria-invalid={errors.publishTime ? true : undefined}
              aria-describedby={errors.publishTime ? `${publishAtHintId} ${publishAtErrorId}` : publishAtHintId}
            />
            <p id={publishAtHintId} className="blog-form__hint muted">
              Time zone: {localTimeZone()}
            </p>
            {errors.publishTime && (
              <p id={publishAtErrorId} className="blog-form__error">
                {errors.publishTime}
              </p>
            )}
          </div>
        )}
      </fieldset>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={saving || uploading || !editorReady}>
          {post ? 'Update' : 'Add'}
        </button>
      </div>
    </form>
  );
}
