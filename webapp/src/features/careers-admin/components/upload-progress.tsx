type Props = {
  // What is being sent, e.g. the file name.
  label: string;
  // 0..100, from the browser's upload progress events.
  percent: number;
  onCancel: () => void;
};

export function UploadProgress({ label, percent, onCancel }: Props) {
  return (
    <div className="upload-progress">
      <progress className="upload-progress__bar" max={100} value={percent} aria-label={`Uploading ${label}`} />
      <span className="upload-progress__percent">{percent}%</span>
      <button type="button" className="button" onClick={onCancel}>
        Cancel upload
      </button>
    </div>
  );
}
