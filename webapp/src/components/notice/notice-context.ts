import { createContext, useContext } from 'react';

export type NoticeKind = 'success' | 'error';

export type Notice = { id: number; text: string; kind: NoticeKind };

export type Notify = (text: string, kind: NoticeKind) => void;

export const NoticeContext = createContext<Notify | null>(null);

export function useNotice(): { notify: Notify } {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error('useNotice needs a <NoticeProvider> above it');
  return { notify };
}
