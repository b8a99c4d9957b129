import { timestampDate } from '@bufbuild/protobuf/wkt';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { NotificationKind, type Notification } from '../../gen/gusset/portal/v1/notifications_pb';
import { formatDateTime } from '../../lib/format-date';
import { useLocale, useT } from '../../lib/i18n/locale';
import type { MessageText } from '../../lib/i18n/messages';
import type { NotificationApi } from './notification-api';
import * as m from './notification-messages';
import './notifications.css';

const sentence: Partial<Record<NotificationKind, MessageText>> = {
  [NotificationKind.CLIENT_UPLOAD]: m.uploaded,
  [NotificationKind.STAFF_UPLOAD]: m.uploaded,
  [NotificationKind.MILESTONE_HANDED_BACK]: m.handedBack,
  [NotificationKind.MILESTONE_CHANGED]: m.changed,
  [NotificationKind.CLIENT_MESSAGE]: m.wrote,
  [NotificationKind.STAFF_MESSAGE]: m.wrote,
  [NotificationKind.RFI_CHANGED]: m.rfiChanged,
};

// NotificationBell is the header's count of unread notifications and, opened, the list:
// a click marks one read and opens its project.
export function NotificationBell({ api }: { api: NotificationApi }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const unread = api.useUnread().data ?? 0;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onClick = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div className="notifications" ref={root}>
      <button
        type="button"
        className="button notifications__bell"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t(m.bellUnread, { count: unread }) : t(m.bell)}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread > 0 && (
          <span className="notifications__count" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && <NotificationPanel id={panelId} api={api} onClose={() => setOpen(false)} />}
    </div>
  );
}

function NotificationPanel({ id, api, onClose }: { id: string; api: NotificationApi; onClose: () => void }) {
  const t = useT();
  const list = api.useList(true);
  const markRead = api.useMarkRead();
  const markAll = api.useMarkAllRead();
  const navigate = useNavigate();
  const headingId = useId();
  const items = list.data?.notifications ?? [];

  const openOne = (n: Notification) => {
    if (!n.read) markRead.mutate(n.id);
    onClose();
    void navigate(api.linkOf(n));
  };

  return (
    <section id={id} className="notifications__panel" aria-labelledby={headingId}>
      <header className="notifications__head">
        <h2 id={headingId}>{t(m.heading)}</h2>
        <button type="button" className="button" disabled={markAll.isPending || (list.data?.unreadCount ?? 0) === 0} onClick={() => markAll.mutate()}>
          {t(m.markAllRead)}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t(m.close)}
        </button>
      </header>
      {list.isPending && <p role="status">{t(m.loading)}</p>}
      {list.isError && <p role="alert">{t(m.failed)}</p>}
      {list.isSuccess && items.length === 0 && <p>{t(m.none)}</p>}
      {items.length > 0 && (
        <ul className="notifications__list">
          {items.map((n) => (
            <li key={n.id}>
              <button type="button" className={n.read ? 'notifications__item' : 'notifications__item notifications__item--unread'} onClick={() => openOne(n)}>
                {!n.read && <span className="visually-hidden">{t(m.unread)}: </span>}
                <span className="notifications__what">{t(sentence[n.kind] ?? m.uploaded, { actor: n.actorName, title: n.title })}</span>
                <span className="notifications__where">
                  {n.jobNumber} {n.projectName} · <When n={n} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function When({ n }: { n: Notification }) {
  const locale = useLocale();
  if (!n.createTime) return null;
  return <time dateTime={timestampDate(n.createTime).toISOString()}>{formatDateTime(n.createTime, { locale })}</time>;
}
