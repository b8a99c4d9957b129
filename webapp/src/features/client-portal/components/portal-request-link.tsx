import { useId, type FormEvent } from 'react';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/locale';
import { useRequestSignInLink } from '../api/use-portal';
import * as m from './portal-messages';

// PortalRequestLink mails a client a fresh one-time sign-in link. The answer is the same
// whether or not the address has an account: the page never tells.
export function PortalRequestLink() {
  const t = useT();
  const request = useRequestSignInLink();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate(String(new FormData(event.currentTarget).get('email') ?? ''));
  };
  return (
    <details className="client-portal__password">
      <summary>{t(m.requestLink)}</summary>
      <form className="client-portal__form" onSubmit={onSubmit} aria-label={t(m.requestLink)}>
        {request.isError && (
          <p className="form-error" role="alert">
            {errorText(request.error)}
          </p>
        )}
        {request.isSuccess && <p role="status">{t(m.requestLinkSent)}</p>}
        <div className="field">
          <label htmlFor={id}>{t(m.linkEmail)}</label>
          <input id={id} name="email" type="email" autoComplete="email" required />
        </div>
        <button type="submit" className="button" disabled={request.isPending}>
          {t(m.sendLink)}
        </button>
      </form>
    </details>
  );
}
