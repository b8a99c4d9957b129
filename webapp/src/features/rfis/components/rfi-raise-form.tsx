import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FieldError } from '../../../components/form/field-error';
import type { EditorHandle } from '../../../components/rich-text-editor/editor-handle';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useT } from '../../../lib/i18n/locale';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { useRaiseRfi } from '../api/use-rfis';
import * as m from './rfi-messages';
import '../../../components/form/field.css';

// RaiseRfi asks the firm a question: it opens at once, the ball in the firm's court. The
// question is rich text (the editor loads when the form opens). What was typed stays when
// the server refuses it, with its messages under the fields.
export function RaiseRfi({ projectId }: { projectId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const raise = useRaiseRfi();
  useSignInOnExpiry(raise.error);
  const navigate = useNavigate();
  const ids = { subject: useId(), resolution: useId(), references: useId() };
  const [subject, setSubject] = useState('');
  const question = useRef<EditorHandle>(null);
  const [noQuestion, setNoQuestion] = useState(false);
  const [resolution, setResolution] = useState('');
  const [references, setReferences] = useState('');
  const [cost, setCost] = useState(false);
  const [schedule, setSchedule] = useState(false);
  const errors = raise.isError ? fieldViolations(raise.error) : {};
  const err = (field: string) => errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}[`))?.[1];
  const invalid = (field: string, id: string) => (err(field) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});
  if (!open)
    return (
      <p>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t(m.raise)}
        </button>
      </p>
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!question.current?.hasContent()) {
      setNoQuestion(true);
      question.current?.focus();
      return;
    }
    raise.mutate(
      {
        projectId,
        subject: subject.trim(),
        question: question.current.getHtml(),
        proposedResolution: resolution.trim(),
        references: references.split('\n').map((r) => r.trim()).filter(Boolean),
        costImpact: cost,
        scheduleImpact: schedule,
      },
      { onSuccess: (res) => void navigate(`/portal/projects/${projectId}/rfis/${res.rfi?.id ?? ''}`) },
    );
  };
  return (
    <form className="rfis__form" onSubmit={onSubmit} aria-label={t(m.raiseHeading)} noValidate>
      <h3>{t(m.raiseHeading)}</h3>
      {raise.isError && (
        <p className="form-error" role="alert">
          {Object.keys(errors).length > 0 ? t(m.notSent) : errorText(raise.error, t(m.failed))}
        </p>
      )}
      <div className="field">
        <label htmlFor={ids.subject}>{t(m.subject)}</label>
        <input id={ids.subject} type="text" required maxLength={200} value={subject} onChange={(e) => setSubject(e.target.value)} {...invalid('rfi.subject', ids.subject)} />
        <FieldError id={`${ids.subject}-error`} message={err('rfi.subject')} />
      </div>
      <RichTextField label={t(m.question)} editorRef={question} error={noQuestion ? t(m.questionRequired) : err('rfi.question')} onChange={() => setNoQuestion(false)} />
      <div className="field">
        <label htmlFor={ids.resolution}>{t(m.proposedResolution)}</label>
        <textarea id={ids.resolution} rows={3} value={resolution} onChange={(e) => setResolution(e.target.value)} {...invalid('rfi.proposed_resolution', ids.resolution)} />
        <FieldError id={`${ids.resolution}-error`} message={err('rfi.proposed_resolution')} />
      </div>
      <div className="field">
        <label htmlFor={ids.references}>{t(m.references)}</label>
        <textarea id={ids.references} rows={2} value={references} onChange={(e) => setReferences(e.target.value)} {...invalid('rfi.references', ids.references)} />
        <FieldError id={`${ids.references}-error`} message={err('rfi.references')} />
      </div>
      <label className="rfis__check">
        <input type="checkbox" checked={cost} onChange={(e) => setCost(e.target.checked)} /> {t(m.costImpact)}
      </label>
      <label className="rfis__check">
        <input type="checkbox" checked={schedule} onChange={(e) => setSchedule(e.target.checked)} /> {t(m.scheduleImpact)}
      </label>
      <div className="client-portal__actions">
        <button type="submit" className="button button--primary" disabled={raise.isPending}>
          {raise.isPending ? t(m.sending) : t(m.send)}
        </button>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {t(m.cancel)}
        </button>
      </div>
    </form>
  );
}
