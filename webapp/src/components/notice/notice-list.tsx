import { createPortal } from 'react-dom';
import type { Notice } from './notice-context';
import './notice-list.css';

type Props = { notices: Notice[]; onDismiss: (id: number) => void; host?: HTMLElement | null };

// The live region stays mounted even when empty: screen readers only announce changes to
// a region they already know about.
// In a dialog (host) while one is open.
export function NoticeList({ notices, onDismiss, host }: Props) {
  const list = (
    <div className="notices" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice notice--${notice.kind}`}>
          <p className="notice__text">{notice.text}</p>
          <button
            type="button"
            className="notice__close"
            aria-label="Dismiss notice"
            onClick={() => onDismiss(notice.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return host ? createPortal(list, host) : list;
}
