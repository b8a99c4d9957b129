import { Dialog } from '../../../components/dialog/dialog';

type Props = {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

// The last word before a newsletter goes out: mail once sent cannot be taken back. (The
// shared confirm dialog's button says Delete, which is not what this one does.) The
// number of confirmed subscribers is not known here, so the question names them all.
export function SendConfirmDialog({ open, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={open} title="Please confirm" onClose={onCancel} className="dialog--confirm">
      <p>Send this newsletter to all confirmed subscribers?</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} autoFocus>
          Send
        </button>
      </div>
    </Dialog>
  );
}
