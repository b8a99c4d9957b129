import { Code, ConnectError } from '@connectrpc/connect';
import { useId, useState, type FormEvent } from 'react';
import { formRefusal } from '../../../components/challenge/form-refusal';
import { HoneypotField, honeypotValue } from '../../../components/challenge/honeypot-field';
import { useChallenge } from '../../../components/challenge/use-challenge';
import { fieldViolations } from '../../../lib/field-violations';
import { useSubscribe } from '../api/use-subscribe';
import './newsletter-block.css';

const perks = ['Industry Insights', 'Sample Mock-ups', 'Relevant Sales Content for Bids & Projects'];

// Codes whose message is written for the visitor (a refused address, too many attempts);
// other failures say nothing useful to them.
const tellingCodes = new Set([Code.InvalidArgument, Code.FailedPrecondition, Code.ResourceExhausted]);

function failureMessage(error: unknown): string {
  const fields = fieldViolations(error);
  if (fields.email) return fields.email;
  const refused = formRefusal(error);
  if (refused) return refused;
  if (error instanceof ConnectError && tellingCodes.has(error.code) && error.rawMessage) return error.rawMessage;
  return 'Something went wrong. Please try again.';
}

// The spec's block only read the address; this one really subscribes it.
export function NewsletterBlock() {
  const subscribe = useSubscribe();
  const challenge = useChallenge();
  const [subscribed, setSubscribed] = useState(false);
  const headingId = useId();
  const inputId = useId();
  const messageId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending || challenge.waiting) return;
    const target = event.currentTarget;
    const data = new FormData(target);
    const email = String(data.get('email') ?? '').trim();
    setSubscribed(false);
    subscribe.reset();
    const proof = await challenge.solved();
    if (proof === null) return;
    subscribe.mutate(
      { email, website: honeypotValue(data), challenge: proof },
      {
        onSuccess: () => {
          target.reset();
          setSubscribed(true);
        },
        // The server accepts a solved challenge once: the next sign-up needs a new one.
        onSettled: () => challenge.reset(),
      },
    );
  };

  const error = subscribe.isError ? failureMessage(subscribe.error) : null;

  return (
    <section className="newsletter" aria-labelledby={headingId}>
      <div className="newsletter__inner">
        <div className="newsletter__text">
          <h2 id={headingId} className="newsletter__heading">
            Sign up for our newsletter to get exclusive access to
          </h2>
          <ul className="newsletter__perks">
            {perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        </div>
        {/* Browser validation (required, type=email) catches blanks and typos before a call. */}
        <form className="newsletter__form" onSubmit={onSubmit} onFocus={challenge.start}>
          <label htmlFor={inputId} className="newsletter__label">
            Email address
          </label>
          <div className="newsletter__row">
            <input
              id={inputId}
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder="you@company.com"
              className="newsletter__input"
              aria-invalid={error ? true : undefined}
              aria-describedby={error || subscribed ? messageId : undefined}
            />
            <button type="submit" className="button newsletter__submit" disabled={subscribe.isPending || challenge.waiting}>
              {subscribe.isPending ? 'Subscribing...' : challenge.waiting ? 'Verifying…' : 'Subscribe'}
            </button>
          </div>
          <HoneypotField />
          {subscribed && (
            <p id={messageId} className="newsletter__message" role="status">
              Thanks — please check your inbox to confirm your subscription.
            </p>
          )}
          {error && (
            <p id={messageId} className="newsletter__message newsletter__message--error" role="alert">
              {error}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
