import { Code, ConnectError } from '@connectrpc/connect';
import './save-conflict.css';

// A save over a version someone else saved meanwhile is refused with ABORTED and the
// server's "changed by alice at Nov 26, 2026, 4:42 AM CST …" (optimistic concurrency).
// conflictOf is that message when error is such a refusal, else ''.
export function conflictOf(error: unknown): string {
  return error instanceof ConnectError && error.code === Code.Aborted ? error.rawMessage : '';
}

type Props = {
  // The refusal's message; nothing is drawn while it is empty and overwriting is false.
  message: string;
  // Staff chose to keep theirs: the next save replaces the other version.
  overwriting: boolean;
  // Drop this form's changes for the stored version.
  onDiscardMine: () => void;
  // Keep this form's changes; the next save names the version read again.
  onKeepMine: () => void;
};

// SaveConflict says who saved first and offers the two ways on: nothing typed is lost
// until staff choose to discard it.
export function SaveConflict({ message, overwriting, onDiscardMine, onKeepMine }: Props) {
  return (
    <>
      {overwriting && (
        <p className="muted" role="status">
          Your changes are kept. Save again to replace theirs with yours.
        </p>
      )}
      {message && (
        <div className="save-conflict" role="alert">
          <p>{message}</p>
          <div className="save-conflict__actions">
            <button type="button" className="button" onClick={onDiscardMine}>
              Discard mine, load theirs
            </button>
            <button type="button" className="button" onClick={onKeepMine}>
              Keep mine to save over theirs
            </button>
          </div>
        </div>
      )}
    </>
  );
}
