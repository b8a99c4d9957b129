import { useEffect, useId, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import type { Rfi } from '../../gen/gusset/portal/v1/rfis_pb';
import { errorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format-date';
import type { RfiAttachmentsApi } from '../../lib/rfi-attachments-api';
import { useLocale, useT } from '../../lib/i18n/locale';
import { saveLink } from '../../lib/save-file';
import * as m from './rfi-attachments-messages';

// One column that never grows past its container: a file input's own width would
// otherwise widen it on a 375 px phone.
const column: CSSProperties = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '0.5rem', overflowWrap: 'anywhere' };

type Props = {
  rfi: Rfi;
  api: RfiAttachmentsApi;
  // Whether the reader may attach now (the server refuses a Closed or Void RFI anyway).
  canAttach: boolean;
};

// RfiAttachments lists an RFI's files with who attached them, each downloaded by its
// signed link, and attaches one more, a file at a time, with its progress and a cancel.
export function RfiAttachments({ rfi, api, canAttach }: Props) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const inputId = useId();
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the page abandons an upload on its way.
  useEffect(() => () => abort.current?.abort(), []);

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setStatus(null);
    setSending({ name: file.name, percent: 0 });
    try {
      await api.attach(file, (f) => setSending({ name: file.name, percent: Math.round(f * 100) }), controller.signal);
      setStatus({ text: t(m.attached, { name: file.name }), error: false });
    } catch (e) {
      if (!controller.signal.aborted) setStatus({ text: errorText(e, t(m.failed, { name: file.name })), error: true });
    } finally {
      if (abort.current === controller) abort.current = null;
      setSending(null);
    }
  };
  const onCancel = () => {
    abort.current?.abort();
    setSending(null);
  };

  return (
    <section aria-labelledby={headingId} style={column}>
      <h3 id={headingId}>{t(m.heading)}</h3>
      {rfi.attachments.length === 0 ? (
        <p>{t(m.none)}</p>
      ) : (
        <ul aria-label={t(m.listLabel)} style={{ display: 'grid', gap: '0.5rem', paddingLeft: 0, listStyle: 'none', margin: 0 }}>
          {rfi.attachments.map((a) => (
            <li key={a.id} style={{ overflowWrap: 'anywhere' }}>
              <Download api={api} id={a.id} name={a.fileName} />
              <span style={{ display: 'block', fontSize: '0.875rem' }}>
                {t(m.addedBy, { size: sizeWords(t, locale, a.size), name: a.addedByName, time: formatDateTime(a.createTime, { locale }) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canAttach && (
        <div className="field">
          <label htmlFor={inputId}>{t(m.choose)}</label>
          <input id={inputId} type="file" style={{ width: '100%' }} accept="application/pdf,image/jpeg,image/png,image/webp,image/gif,.doc,.docx" disabled={sending !== null} onChange={(e) => void onChoose(e)} />
        </div>
      )}
      {sending && (
        <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
          <progress max={100} value={sending.percent} aria-label={t(m.uploading, { name: sending.name })} />
          <span>{sending.percent}%</span>
          <button type="button" className="button" onClick={onCancel}>
            {t(m.cancel)}
          </button>
        </div>
      )}
      {status && <p role={status.error ? 'alert' : 'status'}>{status.text}</p>}
    </section>
  );
}

// Download asks for an attachment's signed link and hands it to the browser.
function Download({ api, id, name }: { api: RfiAttachmentsApi; id: string; name: string }) {
  const t = useT();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setError('');
    setBusy(true);
    try {
      saveLink(await api.url(id), name);
    } catch (e) {
      setError(errorText(e, t(m.downloadFailed)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button" disabled={busy} aria-label={t(m.download, { name })} onClick={() => void onClick()}>
        {name}
      </button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}

function sizeWords(t: ReturnType<typeof useT>, locale: string, size: bigint): string {
  const n = Number(size);
  const one = (v: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v);
  if (n < 1024) return t(m.bytes, { n });
  if (n < 1024 * 1024) return t(m.kilobytes, { n: one(n / 1024) });
  return t(m.megabytes, { n: one(n / (1024 * 1024)) });
}
