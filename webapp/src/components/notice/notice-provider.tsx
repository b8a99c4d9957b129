import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { NoticeContext, type Notice, type NoticeKind } from './notice-context';
import { NoticeList } from './notice-list';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';

// Long enough to read a sentence, short enough not to pile up.
export const noticeLifetimeMs = 5000;

// Sits above the router so that a notice raised just before a navigation (e.g. "login
// successful") is still shown on the next page.
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const [host, setHost] = useState<{ dialog?: HTMLDialogElement }>({});

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotices((current) => current.filter((n) => n.id !== id));
  }, []);

  const notify = useCallback(
    (text: string, kind: NoticeKind) => {
      const id = nextId.current++;
      // A refusal while a modal dialog is open (in the top layer, above the page) is drawn
      // inside the dialog last opened, where the eye is; other notices on the page.
      setHost({ dialog: kind === 'error' ? [...document.querySelectorAll('dialog')].filter((d) => d.open).pop() : undefined });
      setNotices((current) => [...current, { id, text, kind }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), noticeLifetimeMs),
      );
    },
    [dismiss],
  );

  // ...and takes focus to the first field the form marked (once, not as notices go).
  useEffect(() => focusFirstInvalid(host.dialog), [host]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <NoticeContext value={notify}>
      {children}
      <NoticeList notices={notices} onDismiss={dismiss} host={host.dialog} />
    </NoticeContext>
  );
}
