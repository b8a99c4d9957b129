import { Code, ConnectError } from '@connectrpc/connect';
import { useId, useState, type FormEvent } from 'react';
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
  if (error instanceof ConnectError && tellingCodes.has(error.code) && error.rawMessage) return error.rawMessage;
  return 'Something went wrong. Please try again.';
}

// The spec's block only read the address; this one really subscribes it.
export function NewsletterBlock() {
  const subscribe = useSubscribe();
  const [subscribed, setSubscribed] = useState(false);
  const headingId = useId();
  const inputId = useId();
  const messageId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const email = String(new FormData(target).get('email') ?? '').trim();
    setSubscribed(false);
    subscribe.mutate(email, {
      onSuccess: () => {
        target.reset();
        setSubscribed(true);
      },
    });
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
        <form className="newsletter__form" onSubmit={onSubmit}>
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
            <button type="submit" className="button newsletter__submit" disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
            </button>
          </div>
          {subscribed && (
            <p id={messageId} className="newsletter__message" role="status">
              Thanks — you are subscribed.
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
