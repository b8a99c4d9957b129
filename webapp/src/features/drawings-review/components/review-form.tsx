import { useState, type FormEvent } from 'react';
import type { Transmittal } from '../../../gen/gusset/portal/v1/drawings_pb';
import { ReviewStatus, type SubmitReviewResponse } from '../../../gen/gusset/portal/v1/reviews_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useT } from '../../../lib/i18n/locale';
import { uploadMarkup } from '../api/markup-upload';
import { useStampSet, useSubmitReview, type ItemReturn } from '../api/use-review';
import * as m from './review-messages';
import { itemWords, stampWords } from './review-words';
import './review-form.css';

type Draft = { status: ReviewStatus; comment: string; file: File | null };

const empty: Draft = { status: ReviewStatus.UNSPECIFIED, comment: '', file: null };

type Props = {
  transmittal: Transmittal;
  // Called with the server's answer once items are returned (the page refreshes the
  // transmittal: its items then show their reviews).
  onReturned?: (res: SubmitReviewResponse) => void;
};

// Where a returned line's item and status go in its words (private-use characters: no
// name or status holds them).
const itemMark = '\uE000';
const statusMark = '\uE001';

// ReturnedAs writes "B101 rev 1 — Beam B101: Approved" in the page's language, the item's
// name and its status each in their own element.
function ReturnedAs({ item, status }: { item: string; status: string }) {
  const t = useT();
  const parts = t(m.returnedAs, { item: itemMark, status: statusMark }).split(new RegExp(`([${itemMark}${statusMark}])`));
  return parts.map((part, i) =>
    part === itemMark ? (
      <span key={i} className="review-form__name">
        {item}
      </span>
    ) : part === statusMark ? (
      <strong key={i}>{status}</strong>
    ) : (
      part
    ),
  );
}

// ReviewForm is a reviewer's return of a transmittal: a status from their organization's
// stamp set, a comment and, optionally, a marked-up PDF for each item still waiting.
// Items may be returned a few at a time; a status once given is final, so returned items
// are shown, not edited. One column of full-width fields: it works on a phone.
export function ReviewForm({ transmittal, onReturned }: Props) {
  const t = useT();
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
            setErrors({ [it.id]: err instanceof Error ? err.message : t(m.uploadFailed) });
            return;
          }
        }
        items.push({ itemId: it.id, status: d.status, comment: d.comment.trim(), markupUploadId });
      }
      const res = await submit.mutateAsync(items);
      setDrafts({});
      setDone(t(res.closeTime ? m.returnedAll : m.returnedCount, { count: items.length }));
      onReturned?.(res);
    } catch (err) {
      // A violation names the item by its place in what was sent ("items[1].markup_upload_id").
      const byItem: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldViolations(err))) {
        const at = /^items\[(\d+)\]/.exec(field);
        const id = at ? chosen[Number(at[1])]?.id : undefined;
        if (id) byItem[id] = message;
      }
      setErrors(byItem);
      if (Object.keys(byItem).length === 0) setFailure(errorText(err, t(m.failed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="review-form" aria-label={t(m.formLabel, { number: transmittal.numberText })} onSubmit={onSubmit} noValidate>
      {returned.length > 0 && (
        <section aria-label={t(m.returned)} className="review-form__returned">
          <h3>{t(m.returned)}</h3>
          <ul>
            {returned.map((it) => (
              <li key={it.id}>
                <ReturnedAs item={itemWords(t, it)} status={it.review ? stampWords(t, it.review.status, it.review.label) : ''} />
                {it.review?.comment ? ` — ${it.review.comment}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      {waiting.length === 0 ? (
        <p>{t(m.allReturned)}</p>
      ) : (
        waiting.map((it) => {
          const d = draftOf(it.id);
          const base = `review-${it.id}`;
          return (
            <fieldset key={it.id} className="review-form__item" aria-invalid={errors[it.id] ? true : undefined}>
              <legend className="review-form__name">{itemWords(t, it)}</legend>
              <label htmlFor={`${base}-status`}>{t(m.status)}</label>
              <select id={`${base}-status`} value={d.status} disabled={busy || !stamps.data} onChange={(e) => change(it.id, { status: Number(e.target.value) })}>
                <option value={ReviewStatus.UNSPECIFIED}>{t(m.notReturned)}</option>
                {(stamps.data ?? []).map((s) => (
                  <option key={s.status} value={s.status}>
                    {stampWords(t, s.status, s.label)}
                  </option>
                ))}
              </select>
              <label htmlFor={`${base}-comment`}>{t(m.comment)}</label>
              <textarea id={`${base}-comment`} rows={2} maxLength={2000} value={d.comment} disabled={busy} onChange={(e) => change(it.id, { comment: e.target.value })} />
              <label htmlFor={`${base}-markup`}>{t(m.markup)}</label>
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
      {stamps.isError && <p role="alert" className="review-form__error">{errorText(stamps.error, t(m.stampsLoadFailed))}</p>}
      {failure && (
        <p role="alert" className="review-form__error">
          {failure}
        </p>
      )}
      {done && <p role="status">{done}</p>}
      {waiting.length > 0 && (
        <button type="submit" className="button button--primary" disabled={busy || chosen.length === 0}>
          {busy ? t(m.returning) : chosen.length > 0 ? t(m.returnCount, { count: chosen.length }) : t(m.chooseStatus)}
        </button>
      )}
    </form>
  );
}
