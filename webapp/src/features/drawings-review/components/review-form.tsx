import { useState, type FormEvent } from 'react';
import type { Transmittal, TransmittalItem } from '../../../gen/gusset/portal/v1/drawings_pb';
import { ReviewStatus, type SubmitReviewResponse } from '../../../gen/gusset/portal/v1/reviews_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { uploadMarkup } from '../api/markup-upload';
import { useStampSet, useSubmitReview, type ItemReturn } from '../api/use-review';
import './review-form.css';

type Draft = { status: ReviewStatus; comment: string; file: File | null };

const empty: Draft = { status: ReviewStatus.UNSPECIFIED, comment: '', file: null };

type Props = {
  transmittal: Transmittal;
  // Called with the server's answer once items are returned (the page refreshes the
  // transmittal: its items then show their reviews).
  onReturned?: (res: SubmitReviewResponse) => void;
};

function itemName(it: TransmittalItem): string {
  return `${it.sheetNumber} rev ${it.revision}${it.title ? ` — ${it.title}` : ''}`;
}

// ReviewForm is a reviewer's return of a transmittal: a status from their organization's
// stamp set, a comment and, optionally, a marked-up PDF for each item still waiting.
// Items may be returned a few at a time; a status once given is final, so returned items
// are shown, not edited. One column of full-width fields: it works on a phone.
export function ReviewForm({ transmittal, onReturned }: Props) {
  const stamps = useStampSet(transmittal.id);
  const submit = useSubmitReview(transmittal.id);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');

  const waiting = transmittal.items.filter((it) => !it.review);
  const returned = transmittal.items.filter((it) => it.review);
  const chosen = waiting.filter((it) => (drafts[it.id]?.status ?? ReviewStatus.UNSPECIFIED) !== ReviewStatus.UNSPECIFIED);
  const draftOf = (id: string) => drafts[id] ?? empty;
  const change = (id: string, d: Partial<Draft>) => setDrafts((all) => ({ ...all, [id]: { ...(all[id] ?? empty), ...d } }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    setFailure('');
    setDone('');
    setBusy(true);
    const items: ItemReturn[] = [];
    try {
      for (const it of chosen) {
        const d = draftOf(it.id);
        let markupUploadId = '';
        if (d.file) {
          try {
            markupUploadId = await uploadMarkup(d.file, transmittal.id);
          } catch (err) {
            setErrors({ [it.id]: err instanceof Error ? err.message : 'The upload failed.' });
            return;
          }
        }
        items.push({ itemId: it.id, status: d.status, comment: d.comment.trim(), markupUploadId });
      }
      const res = await submit.mutateAsync(items);
      setDrafts({});
      setDone(res.closeTime ? `Returned ${items.length} item(s). Every item now has a status: the transmittal is complete.` : `Returned ${items.length} item(s).`);
      onReturned?.(res);
    } catch (err) {
      // A violation names the item by its place in what was sent ("items[1].markup_upload_id").
      const byItem: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldViolations(err))) {
        const m = /^items\[(\d+)\]/.exec(field);
        const id = m ? chosen[Number(m[1])]?.id : undefined;
        if (id) byItem[id] = message;
      }
      setErrors(byItem);
      if (Object.keys(byItem).length === 0) setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="review-form" aria-label={`Return transmittal ${transmittal.numberText}`} onSubmit={onSubmit} noValidate>
      {returned.length > 0 && (
        <section aria-label="Returned" className="review-form__returned">
          <h3>Returned</h3>
          <ul>
            {returned.map((it) => (
              <li key={it.id}>
                <span className="review-form__name">{itemName(it)}</span>: <strong>{it.review?.label}</strong>
                {it.review?.comment ? ` — ${it.review.comment}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      {waiting.length === 0 ? (
        <p>Every item has a status.</p>
      ) : (
        waiting.map((it) => {
          const d = draftOf(it.id);
          const base = `review-${it.id}`;
          return (
            <fieldset key={it.id} className="review-form__item" aria-invalid={errors[it.id] ? true : undefined}>
              <legend className="review-form__name">{itemName(it)}</legend>
              <label htmlFor={`${base}-status`}>Status</label>
              <select id={`${base}-status`} value={d.status} disabled={busy || !stamps.data} onChange={(e) => change(it.id, { status: Number(e.target.value) })}>
                <option value={ReviewStatus.UNSPECIFIED}>Not returned yet</option>
                {(stamps.data ?? []).map((s) => (
                  <option key={s.status} value={s.status}>
                    {s.label}
                  </option>
                ))}
              </select>
              <label htmlFor={`${base}-comment`}>Comment</label>
              <textarea id={`${base}-comment`} rows={2} maxLength={2000} value={d.comment} disabled={busy} onChange={(e) => change(it.id, { comment: e.target.value })} />
              <label htmlFor={`${base}-markup`}>Marked-up PDF (optional)</label>
              <input id={`${base}-markup`} type="file" accept=".pdf,application/pdf" disabled={busy} onChange={(e) => change(it.id, { file: e.target.files?.[0] ?? null })} />
              {errors[it.id] && (
                <p role="alert" className="review-form__error">
                  {errors[it.id]}
                </p>
              )}
            </fieldset>
          );
        })
      )}
      {stamps.isError && <p role="alert" className="review-form__error">{errorText(stamps.error, 'The stamps could not be loaded.')}</p>}
      {failure && (
        <p role="alert" className="review-form__error">
          {failure}
        </p>
      )}
      {done && <p role="status">{done}</p>}
      {waiting.length > 0 && (
        <button type="submit" className="button button--primary" disabled={busy || chosen.length === 0}>
          {busy ? 'Returning…' : chosen.length > 0 ? `Return ${chosen.length} item(s)` : 'Choose a status to return an item'}
        </button>
      )}
    </form>
  );
}
