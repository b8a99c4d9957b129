import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formRefusal } from '../../../components/challenge/form-refusal';
import { HoneypotField, honeypotValue } from '../../../components/challenge/honeypot-field';
import { useChallenge } from '../../../components/challenge/use-challenge';
import { FormField } from '../../../components/form/form-field';
import type { Job } from '../../../gen/gusset/site/v1/jobs_pb';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useApply } from '../api/use-apply';
import { checkApplication, resumeAccept, serverErrors, typedFields, uploadRefusal, type ApplyErrors, type ApplyValues } from './apply-errors';

// verifying: waiting for the proof-of-work challenge, when the visitor was quicker than it.
type Phase = 'editing' | 'verifying' | 'uploading' | 'sending' | 'done';

type Props = { job: Job; onClose: () => void; onSendingChange: (sending: boolean) => void };

export function ApplyForm({ job, onClose, onSendingChange }: Props) {
  const apply = useApply();
  const challenge = useChallenge();
  const form = useRef<HTMLFormElement>(null);
  const upload = useRef<AbortController | null>(null);
  const resumeInput = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const [percent, setPercent] = useState(0);
  const [errors, setErrors] = useState<ApplyErrors>({});
  const [failed, setFailed] = useState(false);
  // The server's refusal of the whole application (verification, too many attempts).
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const resumeId = useId();

  // Closing the dialog mid-upload stops the upload.
  useEffect(() => () => upload.current?.abort(), []);

  useEffect(() => {
    focusFirstInvalid(form.current);
  }, [errors]);

  useEffect(() => {
    onSendingChange(phase === 'sending');
  }, [phase, onSendingChange]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing') return;
    const data = new FormData(event.currentTarget);
    // Read from the input rather than FormData, which holds an empty File when none is chosen.
    const file = resumeInput.current?.files?.[0];
    const values: ApplyValues = {
      ...(Object.fromEntries(typedFields.map((name) => [name, String(data.get(name) ?? '')])) as Omit<ApplyValues, 'resume'>),
      resume: file,
    };
    setFailed(false);
    setRefusal(null);
    setCancelled(false);
    const problems = checkApplication(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;

    // Usually solved while the visitor filled the form in; closing the dialog meanwhile
    // abandons the application.
    if (challenge.state !== 'verified' && challenge.state !== 'off') setPhase('verifying');
    const proof = await challenge.solved();
    if (proof === null) return;

    const controller = new AbortController();
    upload.current = controller;
    setPercent(0);
    setPhase(values.resume ? 'uploading' : 'sending');
    apply.mutate(
      {
        jobId: job.id,
        ...values,
        website: honeypotValue(data),
        challenge: proof,
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
        onUploaded: () => setPhase('sending'),
        signal: controller.signal,
      },
      {
        onSuccess: () => setPhase('done'),
        onError: (error) => {
          setPhase('editing');
          if (controller.signal.aborted) {
            setCancelled(true);
            return;
          }
          const refused = formRefusal(error) ?? uploadRefusal(error);
          if (refused) {
            setRefusal(refused);
            return;
          }
          const fields = serverErrors(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFailed(true);
        },
        // The server accepts a solved challenge once: another try needs a new one.
        onSettled: () => challenge.reset(),
      },
    );
  };

  if (phase === 'done') {
    return (
      <div className="apply-done">
        <p className="apply-done__message" role="status">
          Application submitted successfully!
        </p>
        <p>Thank you for your interest. Our HR team reads every application and will contact you if your profile matches the role.</p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose} autoFocus>
            Close
          </button>
        </div>
      </div>
    );
  }

  const busy = phase !== 'editing';
  return (
    <form ref={form} className="apply-form" onSubmit={onSubmit} onFocus={challenge.start} noValidate>
      <p className="apply-form__job">
        {[job.location, job.type].filter(Boolean).join(' · ')}
      </p>
      <FormField label="Full name" name="name" autoComplete="name" required error={errors.name} disabled={busy} />
      <FormField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} disabled={busy} />
      <FormField label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required error={errors.phone} disabled={busy} />
      <div className="form-field">
        <label htmlFor={resumeId} className="form-field__label">
          Résumé (PDF or Word, optional)
        </label>
        <input
          ref={resumeInput}
          id={resumeId}
          name="resume"
          type="file"
          accept={resumeAccept}
          className="apply-form__file"
          aria-invalid={errors.resume ? true : undefined}
          aria-describedby={errors.resume ? `${resumeId}-error` : undefined}
          disabled={busy}
        />
        {errors.resume && (
          <p id={`${resumeId}-error`} className="form-field__error">
            {errors.resume}
          </p>
        )}
      </div>
      <HoneypotField />

      {phase === 'uploading' && (
        <div className="apply-upload">
          <progress className="apply-upload__bar" max={100} value={percent} aria-label="Uploading résumé" />
          <span className="apply-upload__percent" aria-hidden="true">
            {percent}%
          </span>
          <button type="button" className="button" onClick={() => upload.current?.abort()}>
            Cancel upload
          </button>
        </div>
      )}
      {cancelled && (
        <p className="apply-form__note" role="status">
          Upload cancelled. Your application was not sent.
        </p>
      )}
      {failed && (
        <p className="form-error" role="alert">
          Something went wrong while submitting the application.
        </p>
      )}
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}

      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose} disabled={phase === 'sending'}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {phase === 'verifying' ? 'Verifying…' : phase === 'uploading' ? 'Uploading...' : phase === 'sending' ? 'Submitting...' : 'Submit application'}
        </button>
      </div>
    </form>
  );
}
