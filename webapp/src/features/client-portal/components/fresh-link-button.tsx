import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/locale';
import { useRequestFreshLink } from '../api/use-portal';
import * as m from './portal-messages';

// FreshLinkButton mails a fresh link to whoever the expired or used link (token) was
// mailed to, in one click: the reader need not type an address. The server answers alike
// whatever the token names, so the page can only say a link is on its way if it may be.
export function FreshLinkButton({ token }: { token: string }) {
  const t = useT();
  const fresh = useRequestFreshLink();
  if (fresh.isSuccess) {
    return <p role="status">{t(m.freshLinkSent)}</p>;
  }
  return (
    <>
      <button type="button" className="button button--primary" disabled={fresh.isPending} onClick={() => fresh.mutate(token)}>
        {t(m.freshLinkSend)}
      </button>
      {fresh.isError && (
        <p className="form-error" role="alert">
          {errorText(fresh.error)}
        </p>
      )}
    </>
  );
}
