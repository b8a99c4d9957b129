type Props = {
  percent: number;
  label: string;
  onCancel: () => void;
};

export function UploadProgress({ percent, label, onCancel }: Props) {
  return (
    <div className="portfolio-admin-form__progress">
      <progress max={100} value={percent} aria-label={label} />
      <span className="portfolio-admin-form__percent">{percent}%</span>
      <button type="button" className="button" onClick={onCancel}>
        Cancel upload
      </button>
    </div>
  );
}
