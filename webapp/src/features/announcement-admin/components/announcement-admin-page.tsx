import { useId, useState, type FormEvent } from 'react';
import { useNotice } from '../../../components/notice/notice-context';
import type { AnnouncementSettings } from '../../../gen/gusset/admin/v1/announcement_pb';
import { fieldViolations } from '../../../lib/field-violations';
import { useAnnouncement } from '../api/use-announcement';
import { useSaveAnnouncement } from '../api/use-save-announcement';
import { fromLocalInput, localTimeZone, toLocalInput } from '../../../lib/local-date-time';
import './announcement-admin-page.css';

// The home page's announcement: staff write it and choose when it shows; visitors see
// it once per version (every save is a new version).
export function AnnouncementAdminPage() {
  const current = useAnnouncement();
  if (current.isPending) {
    return (
      <p className="muted" role="status">
        Loading announcement...
      </p>
    );
  }
  if (current.isError) {
    return (
      <p className="form-error" role="alert">
        Failed to load the announcement.
      </p>
    );
  }
  const settings = current.data;
  return <AnnouncementForm key={settings ? `${settings.announcement?.version}` : 'new'} settings={settings} />;
}

type Errors = Partial<Record<'title' | 'description' | 'link_url' | 'end_time' | 'image', string>>;

const linkRule = 'Link must be a full http:// or https:// address';

function isWebLink(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.host !== '';
  } catch {
    return false;
  }
}

function AnnouncementForm({ settings }: { settings: AnnouncementSettings | null }) {
  const a = settings?.announcement;
  const save = useSaveAnnouncement();
  const { notify } = useNotice();
  const [title, setTitle] = useState(a?.title ?? '');
  const [description, setDescription] = useState(a?.description ?? '');
  const [linkUrl, setLinkUrl] = useState(a?.linkUrl ?? '');
  const [enabled, setEnabled] = useState(settings?.enabled ?? false);
  const [start, setStart] = useState(toLocalInput(settings?.startTime));
  const [end, setEnd] = useState(toLocalInput(settings?.endTime));
  const [image, setImage] = useState<File | undefined>();
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const ids = { title: useId(), description: useId(), link: useId(), start: useId(), end: useId(), image: useId(), zone: useId() };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    if (!title.trim()) found.title = 'Title is required';
    if (linkUrl.trim() && !isWebLink(linkUrl.trim())) found.link_url = linkRule;
    const startTime = fromLocalInput(start);
    const endTime = fromLocalInput(end);
    if (startTime && endTime && endTime <= startTime) found.end_time = 'The end must be after the start';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { title: title.trim(), description: description.trim(), linkUrl: linkUrl.trim(), enabled, startTime, endTime, image, removeImage },
      {
        onSuccess: () => notify('Announcement saved', 'success'),
        onError: (error) => {
          const v = fieldViolations(error);
          setErrors({ title: v.title, description: v.description, link_url: v.link_url, end_time: v.end_time, image: v.image_upload_id });
          notify('Failed to save the announcement.', 'error');
        },
      },
    );
  };

  const error = (field: keyof Errors) =>
    errors[field] && (
      <p id={`${field}-error`} className="announcement-admin__error">
        {errors[field]}
      </p>
    );

  return (
    <form className="announcement-admin" onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
      <p className="muted" role="status">
        {settings?.active ? 'Shown on the home page now.' : 'Not shown on the home page now.'}
      </p>
      <div className="field">
        <label htmlFor={ids.title}>Title</label>
        <input id={ids.title} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} aria-invalid={errors.title ? true : undefined} aria-describedby={errors.title ? 'title-error' : undefined} />
        {error('title')}
      </div>
      <div className="field">
        <label htmlFor={ids.description}>Description</label>
        <textarea id={ids.description} value={description} maxLength={2000} rows={4} onChange={(e) => setDescription(e.target.value)} />
        {error('description')}
      </div>
      <div className="field">
        <label htmlFor={ids.image}>Image</label>
        {a?.image && !removeImage && !image && <img className="announcement-admin__image" src={a.image.path} alt="Current image" width={160} height={90} />}
        <input id={ids.image} type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={(e) => setImage(e.target.files?.[0])} />
        {a?.image && (
          <label className="announcement-admin__check">
            <input type="checkbox" checked={removeImage} onChange={(e) => setRemoveImage(e.target.checked)} /> Remove the current image
          </label>
        )}
        {error('image')}
      </div>
      <div className="field">
        <label htmlFor={ids.link}>Link (optional)</label>
        <input id={ids.link} type="url" value={linkUrl} placeholder="https://" onChange={(e) => setLinkUrl(e.target.value)} aria-invalid={errors.link_url ? true : undefined} aria-describedby={errors.link_url ? 'link_url-error' : undefined} />
        {error('link_url')}
      </div>
      <div className="announcement-admin__window">
        <div className="field">
          <label htmlFor={ids.start}>Active from</label>
          <input id={ids.start} type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} aria-describedby={ids.zone} />
        </div>
        <div className="field">
          <label htmlFor={ids.end}>Active to</label>
          <input id={ids.end} type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} aria-invalid={errors.end_time ? true : undefined} aria-describedby={errors.end_time ? `${ids.zone} end_time-error` : ids.zone} />
          {error('end_time')}
        </div>
      </div>
      <p id={ids.zone} className="muted">
        Times are in {localTimeZone()}; leave empty for no start or no end.
      </p>
      <label className="announcement-admin__check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Show the announcement
      </label>
      <div className="dialog__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
