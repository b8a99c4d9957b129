import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form/form-field';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useT } from '../../../lib/i18n/locale';
import { useAccept, useAskQuestion, useDecline } from '../api/use-proposal';
import * as m from './proposal-messages';

// ProposalAnswers are the requester's three answers to a proposal still open: a
// question (as often as they like), a decline with its reason, or an acceptance.
export function ProposalAnswers({ token }: { token: string }) {
  const t = useT();
  return (
    <section className="proposal__answers" aria-labelledby="proposal-answer">
      <h2 id="proposal-answer">{t(m.answer)}</h2>
      <AcceptForm token={token} />
      <AskForm token={token} />
      <DeclineForm token={token} />
    </section>
  );
}

// text is a form's named field.
function text(form: HTMLFormElement, name: string): string {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : '';
}

function Failure({ error }: { error: unknown }) {
  const t = useT();
  if (!error || Object.keys(fieldViolations(error)).length > 0) return null;
  return (
    <p role="alert" className="form-error">
      {errorText(error, t(m.failed))}
    </p>
  );
}

function AcceptForm({ token }: { token: string }) {
  const t = useT();
  const accept = useAccept(token);
  const fields = fieldViolations(accept.error);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = e.currentTarget;
    const box = f.elements.namedItem('acceptTerms');
    accept.mutate({ name: text(f, 'name'), title: text(f, 'title'), company: text(f, 'company'), acceptTerms: box instanceof HTMLInputElement && box.checked });
  }
  return (
    <form className="proposal__form" noValidate onSubmit={onSubmit}>
      <h3>{t(m.accept)}</h3>
      <FormField label={t(m.name)} name="name" required autoComplete="name" error={fields.name} />
      <FormField label={t(m.jobTitle)} name="title" required autoComplete="organization-title" error={fields.title} />
      <FormField label={t(m.company)} name="company" required autoComplete="organization" error={fields.company} />
      <div className="form-field">
        <label className="proposal__check">
          <input type="checkbox" name="acceptTerms" aria-invalid={fields.accept_terms ? true : undefined} /> {t(m.acceptTerms)}
        </label>
        {fields.accept_terms && <p className="form-field__error">{fields.accept_terms}</p>}
      </div>
      <Failure error={accept.error} />
      <button type="submit" className="button button--primary" disabled={accept.isPending}>
        {accept.isPending ? t(m.sending) : t(m.acceptButton)}
      </button>
    </form>
  );
}

function AskForm({ token }: { token: string }) {
  const t = useT();
  const ask = useAskQuestion(token);
  const [sent, setSent] = useState(false);
  const fields = fieldViolations(ask.error);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = e.currentTarget;
    setSent(false);
    ask.mutate(text(f, 'question'), {
      onSuccess: () => {
        f.reset();
        setSent(true);
      },
    });
  }
  return (
    <form className="proposal__form" noValidate onSubmit={onSubmit}>
      <h3>{t(m.ask)}</h3>
      <FormField label={t(m.question)} name="question" multiline required error={fields.question} />
      <Failure error={ask.error} />
      {sent && <p role="status">{t(m.asked)}</p>}
      <button type="submit" className="button" disabled={ask.isPending}>
        {ask.isPending ? t(m.sending) : t(m.send)}
      </button>
    </form>
  );
}

function DeclineForm({ token }: { token: string }) {
  const t = useT();
  const decline = useDecline(token);
  const fields = fieldViolations(decline.error);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    decline.mutate(text(e.currentTarget, 'reason'));
  }
  return (
    <form className="proposal__form" noValidate onSubmit={onSubmit}>
      <h3>{t(m.decline)}</h3>
      <FormField label={t(m.reason)} name="reason" multiline required error={fields.reason} />
      <Failure error={decline.error} />
      <button type="submit" className="button button--danger" disabled={decline.isPending}>
        {decline.isPending ? t(m.sending) : t(m.declineButton)}
      </button>
    </form>
  );
}
