import { useId, type FormEvent } from 'react';
import { errorText } from '../../../lib/error-text';
import { useRequestSignInLink } from '../api/use-portal';

// PortalRequestLink mails a client a fresh one-time sign-in link. The answer is the same
// whether or not the address has an account: the page never tells.
export function PortalRequestLink() {
  const request = useRequestSignInLink();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate(String(new FormData(event.currentTarget).get('email') ?? ''));
  };
  return (
    <details className="client-portal__password">
      <summary>E-mail me a sign-in link</summary>
      <form className="client-portal__form" onSubmit={onSubmit} aria-label="E-mail me a sign-in link">
        {request.isError && (
          <p className="form-error" role="alert">
            {errorText(request.error)}
          </p>
        )}
        {request.isSuccess && (
          <p role="status">If that address has an account, a sign-in link is on its way. It works once, within 15 minutes.</p>
        )}
        <div className="field">
          <label htmlFor={id}>E-mail for the link</label>
          <input id={id} name="email" type="email" autoComplete="email" required />
        </div>
        <button type="submit" className="button" disabled={request.isPending}>
          Send me a link
        </button>
      </form>
    </details>
  );
}
