import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formRefusal } from '../../../components/challenge/form-refusal';
import { HoneypotField, honeypotValue } from '../../../components/challenge/honeypot-field';
import { useChallenge } from '../../../components/challenge/use-challenge';
import { FormField } from '../../../components/form/form-field';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useSendMessage } from '../api/use-send-message';
import { checkMessage, serverErrors, type ContactErrors } from './contact-errors';

type Outcome = 'sent' | 'failed' | null;

export function ContactForm() {
  const send = useSendMessage();
  const challenge = useChallenge();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The server's refusal of the whole submission (verification, too many messages).
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    focusFirstInvalid(form.current);
  }, [errors]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending || challenge.waiting) return;
    const target = event.currentTarget;
    const data = new FormData(target);
    const values = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      phone: String(data.get('phone') ?? ''),
      message: String(data.get('message') ?? ''),
    };
    setOutcome(null);
    setRefusal(null);
    const problems = checkMessage(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;

    // Usually solved while the visitor typed; otherwise the button says Verifying… meanwhile.
    const proof = await challenge.solved();
    if (proof === null) return;
    send.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        message: values.message.trim(),
        website: honeypotValue(data),
        challenge: proof,
      },
      {
        onSuccess: () => {
          target.reset();
          setOutcome('sent');
        },
        onError: (error) => {
          const refused = formRefusal(error);
          if (refused) {
            setRefusal(refused);
            return;
          }
          const fields = serverErrors(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0) setOutcome('failed');
        },
        // The server accepts a solved challenge once: the next submission needs a new one.
        onSettled: () => challenge.reset(),
      },
    );
  };

  return (
    <form ref={form} className="contact-form" onSubmit={onSubmit} onFocus={challenge.start} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">Send us a message</h2>
      <p className="contact-form__promise">We reply to every message in 24 hours or less.</p>
      <div className="contact-form__row">
        <FormField label="Name" name="name" autoComplete="name" required error={errors.name} />
        <FormField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      </div>
      <FormField label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required error={errors.phone} />
      <FormField label="Message" name="message" multiline required error={errors.message} />
      <HoneypotField />
      {outcome === 'sent' && (
        <p className="contact-form__result contact-form__result--sent" role="status">
          <span aria-hidden="true">✅</span> Message sent successfully!
        </p>
      )}
      {outcome === 'failed' && (
        <p className="contact-form__result contact-form__result--failed" role="alert">
          <span aria-hidden="true">❌</span> Failed to send message.
        </p>
      )}
      {refusal && (
        <p className="contact-form__result contact-form__result--failed" role="alert">
          <span aria-hidden="true">❌</span> {refusal}
        </p>
      )}
      <button type="submit" className="button button--primary contact-form__submit" disabled={send.isPending || challenge.waiting}>
        {send.isPending ? 'Sending...' : challenge.waiting ? 'Verifying…' : 'Send message'}
      </button>
    </form>
  );
}
