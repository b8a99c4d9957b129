import { useState } from 'react';
import { downloadExport } from '../../lib/download-export';

type Props = {
  // The export's path, e.g. /exports/subscribers.csv.
  path: string;
  label: string;
};

// ExportButton downloads a staff CSV export, saying when it fails.
export function ExportButton({ path, label }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onClick = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadExport(path);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="export-button">
      <button type="button" className="button" onClick={onClick} disabled={busy}>
        {busy ? 'Exporting…' : label}
      </button>
      {error && (
        <span role="alert" className="export-button__error">
          {error}
        </span>
      )}
    </span>
  );
}
