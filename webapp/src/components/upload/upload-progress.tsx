import './upload-progress.css';

type Props = {
  // 0..100, from the browser's upload progress events.
  percent: number;
  // The progress bar's accessible name, e.g. "Uploading plan.pdf".
  label: string;
  onCancel: () => void;
};

// The progress bar, percentage and Cancel button of every staff upload.
export function UploadProgress({ percent, label, onCancel }: Props) {
  return (
    <div className="upload-progress">
      <progress className="upload-progress__bar" max={100} value={percent} aria-label={label} />
      <span className="upload-progress__percent">{percent}%</span>
      <button type="button" className="button" onClick={onCancel}>
        Cancel upload
      </button>
    </div>
  );
}
