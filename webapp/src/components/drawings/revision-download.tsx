import { useState } from 'react';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n/locale';
import { saveLink } from '../../lib/save-file';
import * as m from './drawings-messages';

type Props = {
  revisionId: string;
  fileName: string;
  // The button's words, which name the sheet and revision ("Download B101 rev 2").
  label: string;
  // Answers a signed link to the revision's PDF (staff's or the client's call).
  downloadUrl: (revisionId: string) => Promise<string>;
};

// RevisionDownload asks for a revision's signed link and hands it to the browser, saying
// why when it cannot.
export function RevisionDownload({ revisionId, fileName, label, downloadUrl }: Props) {
  const t = useT();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setError('');
    setBusy(true);
    try {
      saveLink(await downloadUrl(revisionId), fileName);
    } catch (e) {
      setError(errorText(e, t(m.downloadFailed)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="drawings__download">
      <button type="button" className="button" disabled={busy} onClick={() => void onClick()}>
        {label}
      </button>
      {error && <span role="alert">{error}</span>}
    </span>
  );
}
