import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { NoticeContext, type Notice, type NoticeKind } from './notice-context';
import { NoticeList } from './notice-list';

// Long enough to read a sentence, short enough not to pile up.
export const noticeLifetimeMs = 5000;

// Sits above the router so that a notice raised just before a navigation (e.g. "login
// successful") is still shown on the next page.
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotices((current) => current.filter((n) => n.id !== id));
  }, []);

  const notify = useCallback(
    (text: string, kind: NoticeKind) => {
      const id = nextId.current++;
      setNotices((current) => [...current, { id, text, kind }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), noticeLifetimeMs),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <NoticeContext value={notify}>
      {children}
      <NoticeList notices={notices} onDismiss={dismiss} />
    </NoticeContext>
  );
}
