import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  // While true the dialog refuses to close (Escape, backdrop, close button): a save is in flight.
  locked?: boolean;
  className?: string;
};

// A modal on the native <dialog>: showModal() makes the rest of the page inert (focus
// stays inside) and Escape closes it, which the spec's modals and axe both ask for.
export function Dialog({ open, title, onClose, children, locked = false, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; fall back to the open attribute there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!locked) onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current && !locked) onClose();
      }}
    >
      {open && (
        <div className="dialog__body">
          <header className="dialog__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="dialog__close" aria-label="Close" onClick={onClose} disabled={locked}>
              ×
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
