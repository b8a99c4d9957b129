import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form/form-field';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useSendMessage } from '../api/use-send-message';
import { checkMessage, serverErrors, type ContactErrors } from './contact-errors';

type Outcome = 'sent' | 'failed' | null;

export function ContactForm() {
  const send = useSendMessage();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    focusFirstInvalid(form.current);
  }, [errors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const data = new FormData(target);
    const values = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      phone: String(data.get('phone') ?? ''),
      message: String(data.get('message') ?? ''),
    };
    setOutcome(null);
    const problems = checkMessage(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;

    send.mutate(
      { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), message: values.message.trim() },
      {
        onSuccess: () => {
          target.reset();
          setOutcome('sent');
        },
        onError: (error) => {
          const fields = serverErrors(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0) setOutcome('failed');
        },
      },
    );
  };

  return (
    <form ref={form} className="contact-form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">Send us a message</h2>
      <p className="contact-form__promise">We reply to every message in 24 hours or less.</p>
      <div className="contact-form__row">
        <FormField label="Name" name="name" autoComplete="name" required error={errors.name} />
        <FormField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      </div>
      <FormField label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required error={errors.phone} />
      <FormField label="Message" name="message" multiline required error={errors.message} />
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
      <button type="submit" className="button button--primary contact-form__submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send message'}
      </button>
    </form>
  );
}
