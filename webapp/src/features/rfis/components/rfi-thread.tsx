import { useId, useState, type FormEvent } from 'react';
import { RfiStatus, type Rfi } from '../../../gen/gusset/portal/v1/rfis_pb';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format-date';
import { useT } from '../../../lib/i18n/locale';
import { plainToHtml } from '../../../lib/plain-html';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { usePostRfiComment } from '../api/use-rfis';
import * as m from './rfi-messages';
import { actionWords } from './rfi-words';

// RfiThread is the RFI's discussion, with the box to add to it (not on a Void RFI), and
// its history, oldest first.
export function RfiThread({ rfi }: { rfi: Rfi }) {
  const t = useT();
  const by = (name: string, firm: boolean, time: Parameters<typeof formatDateTime>[0]) => t(firm ? m.byFirm : m.byClient, { name, time: formatDateTime(time) });
  return (
    <>
      <section className="rfis__text" aria-labelledby="rfi-thread">
        <h3 id="rfi-thread">{t(m.discussion)}</h3>
        {rfi.thread.length === 0 ? (
          <p>{t(m.noMessages)}</p>
        ) : (
          <ol className="rfis__list" aria-label={t(m.discussion)}>
            {rfi.thread.map((p) => (
              <li key={p.id} className="rfis__card">
                <p className="drawings__meta">{by(p.authorName, p.byFirm, p.createTime)}</p>
                <div className="rfis__text" dangerouslySetInnerHTML={{ __html: p.body }} />
              </li>
            ))}
          </ol>
        )}
        {rfi.status !== RfiStatus.VOID && rfi.status !== RfiStatus.DRAFT && <CommentForm rfi={rfi} />}
      </section>
      <section className="rfis__text" aria-labelledby="rfi-history">
        <h3 id="rfi-history">{t(m.history)}</h3>
        <ol aria-label={t(m.history)}>
          {rfi.history.map((e, i) => (
            <li key={i}>
              {t(m.event, { action: actionWords(t, e.action), name: e.byFirm ? `${e.actorName} (${t(m.firmSide)})` : e.actorName, time: formatDateTime(e.createTime) })}
              {e.note && ` — “${e.note}”`}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function CommentForm({ rfi }: { rfi: Rfi }) {
  const t = useT();
  const post = usePostRfiComment();
  useSignInOnExpiry(post.error);
  const id = useId();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    post.mutate({ id: rfi.id, body: plainToHtml(text) }, { onSuccess: () => setText('') });
  };
  return (
    <form className="rfis__form" onSubmit={onSubmit} aria-label={t(m.comment)} noValidate>
      {post.isError && (
        <p className="form-error" role="alert">
          {errorText(post.error, t(m.failed))}
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>{t(m.comment)}</label>
        <textarea id={id} rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <button type="submit" className="button" disabled={post.isPending || text.trim() === ''}>
        {t(m.postComment)}
      </button>
    </form>
  );
}
