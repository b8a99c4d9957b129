import { useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { ClockBadge } from '../../../components/drawings/clock-badge';
import type { EditorHandle } from '../../../components/rich-text-editor/editor-handle';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { RfiCourt, RfiStatus, type Rfi } from '../../../gen/gusset/portal/v1/rfis_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { formatDateTime } from '../../../lib/format-date';
import { useT } from '../../../lib/i18n/locale';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAnswerRfi, useRfi } from '../api/use-rfis';
import { PortalRfiAttachments } from './portal-rfi-attachments';
import * as m from './rfi-messages';
import { RfiThread } from './rfi-thread';
import { clockWords, courtWords, statusWords } from './rfi-words';
import '../../../components/drawings/drawings.css';
import '../../../components/form/field.css';
import './rfis.css';

// One RFI in the portal (/portal/projects/:id/rfis/:rfi, where its mails link), inside
// the project's frame: the question, its references and clock, whose move it is, the
// official answer or the form to give it (an Open RFI in the client's court), the
// discussion and the history.
export function PortalRfiPage() {
  const { rfi: id = '' } = useParams();
  const t = useT();
  const rfi = useRfi(id);
  useSignInOnExpiry(rfi.error);
  usePageTitle(rfi.data ? `${rfi.data.numberText} · ${rfi.data.subject}` : t(m.section));
  if (rfi.isPending) return <p role="status">{t(m.rfiLoading)}</p>;
  if (rfi.isError || !rfi.data) return <p role="alert">{errorText(rfi.error, t(m.rfiLoadFailed))}</p>;
  const r = rfi.data;
  const answerable = r.status === RfiStatus.OPEN && r.ballInCourt === RfiCourt.CLIENT;
  return (
    <article className="rfis__stack" aria-labelledby="rfi-heading">
      <h2 id="rfi-heading" style={{ overflowWrap: 'anywhere' }}>
        {r.numberText} · {r.subject}
      </h2>
      <Facts rfi={r} />
      <section className="rfis__text" aria-labelledby="rfi-question">
        <h3 id="rfi-question">{t(m.question)}</h3>
        <div className="rfis__text" dangerouslySetInnerHTML={{ __html: r.question }} />
        {r.proposedResolution && (
          <>
            <h4>{t(m.proposedResolution)}</h4>
            <p style={{ whiteSpace: 'pre-wrap' }}>{r.proposedResolution}</p>
          </>
        )}
        {(r.sheets.length > 0 || r.references.length > 0) && (
          <>
            <h4>{t(m.referencesHeading)}</h4>
            <ul aria-label={t(m.referencesHeading)}>
              {r.sheets.map((s) => (
                <li key={s.sheetId}>
                  {s.sheetNumber}
                  {s.title && ` · ${s.title}`}
                </li>
              ))}
              {r.references.map((ref) => (
                <li key={ref}>{ref}</li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="rfis__text" aria-labelledby="rfi-answer">
        <h3 id="rfi-answer">{t(m.answer)}</h3>
        {r.answer ? (
          <>
            <div className="rfis__text" dangerouslySetInnerHTML={{ __html: r.answer }} />
            <p className="drawings__meta">{t(m.answeredBy, { name: r.answeredByName, time: formatDateTime(r.answerTime) })}</p>
          </>
        ) : answerable ? (
          <AnswerForm rfi={r} />
        ) : (
          <p>{t(m.notAnswered)}</p>
        )}
      </section>
      <PortalRfiAttachments rfi={r} />
      <RfiThread rfi={r} />
    </article>
  );
}

function Facts({ rfi: r }: { rfi: Rfi }) {
  const t = useT();
  const facts: [string, React.ReactNode][] = [
    [t(m.status), statusWords(t, r.status)],
    [t(m.ball), courtWords(t, r)],
    [t(m.clock), <ClockBadge key="clock" words={clockWords(t, r)} overdue={r.overdue} />],
    [t(m.raisedBy), r.raisedByFirm ? `${r.raisedByName} (${t(m.firmSide)})` : r.raisedByName],
    [t(m.askedOf), r.assignee?.name || t(m.firmSide)],
  ];
  if (r.distribution.length > 0) facts.push([t(m.copies), r.distribution.map((p) => p.name || p.email).join(', ')]);
  if (r.requiredBy) facts.push([t(m.requiredByTerm), r.requiredBy]);
  return (
    <dl className="drawings__facts" aria-label={t(m.about)}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd style={{ overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

// AnswerForm gives the official answer, in rich text; the server's refusal of it shows
// under the editor.
function AnswerForm({ rfi }: { rfi: Rfi }) {
  const t = useT();
  const answer = useAnswerRfi();
  useSignInOnExpiry(answer.error);
  const editor = useRef<EditorHandle>(null);
  const [empty, setEmpty] = useState(false);
  const refused = answer.isError ? fieldViolations(answer.error).answer : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!editor.current?.hasContent()) {
      setEmpty(true);
      editor.current?.focus();
      return;
    }
    answer.mutate({ id: rfi.id, answer: editor.current.getHtml() });
  };
  return (
    <form className="rfis__form" onSubmit={onSubmit} aria-label={t(m.yourAnswer)} noValidate>
      {answer.isError && (
        <p className="form-error" role="alert">
          {refused ? t(m.notSent) : errorText(answer.error, t(m.failed))}
        </p>
      )}
      <RichTextField label={t(m.yourAnswer)} editorRef={editor} error={empty ? t(m.answerRequired) : refused} onChange={() => setEmpty(false)} />
      <button type="submit" className="button button--primary" disabled={answer.isPending}>
        {t(m.sendAnswer)}
      </button>
    </form>
  );
}
