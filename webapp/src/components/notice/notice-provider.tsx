import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { NoticeContext, type Notice, type NoticeKind } from './notice-context';
import { NoticeList } from './notice-list';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';

// The open modal dialog last shown, if any: a modal sits in the top layer above the page,
// so notices go inside it to be seen (and not inert).
const topDialog = () => [...document.querySelectorAll('dialog')].filter((d) => d.open).pop() ?? null;

// Long enough to read a sentence, short enough not to pile up.
export const noticeLifetimeMs = 5000;

// Sits above the router so that a notice raised just before a navigation (e.g. "login
// successful") is still shown on the next page.
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  const failed = useRef(false);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotices((current) => current.filter((n) => n.id !== id));
  }, []);

  const notify = useCallback(
    (text: string, kind: NoticeKind) => {
      const id = nextId.current++;
      setHost(topDialog());
      failed.current = kind === 'error';
      setNotices((current) => [...current, { id, text, kind }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), noticeLifetimeMs),
      );
    },
    [dismiss],
  );

  // A failure raised in a dialog (a refused publish) takes the eye to the first field it
  // marked; the notices leave the dialog with it when it closes.
  useEffect(() => {
    if (!host) return;
    if (failed.current) focusFirstInvalid(host);
    failed.current = false;
    const closed = () => setHost(topDialog());
    host.addEventListener('close', closed);
    return () => host.removeEventListener('close', closed);
  }, [host, notices]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <NoticeContext value={notify}>
      {children}
      <NoticeList notices={notices} onDismiss={dismiss} host={host} />
    </NoticeContext>
  );
}
