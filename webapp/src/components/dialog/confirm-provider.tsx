import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmContext } from './confirm-context';
import { Dialog } from './dialog';

// Replaces window.confirm with an accessible dialog carrying the spec's exact question.
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<{ text: string; note?: string; action?: string } | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback((text: string, note?: string, action?: string) => {
    setQuestion({ text, note, action });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setQuestion(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog open={question !== null} title="Please confirm" onClose={() => answer(false)} className="dialog--confirm">
        <p>{question?.text}</p>
        {question?.note && <p className="dialog__note">{question.note}</p>}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => answer(false)}>
            Cancel
          </button>
          <button type="button" className="button button--danger" onClick={() => answer(true)} autoFocus>
            {question?.action ?? 'Delete'}
          </button>
        </div>
      </Dialog>
    </ConfirmContext.Provider>
  );
}
