import { errorText } from '../../../lib/error-text';
import { useRequestFreshLink } from '../api/use-portal';

// FreshLinkButton mails a fresh link to whoever the expired or used link (token) was
// mailed to, in one click: the reader need not type an address. The server answers alike
// whatever the token names, so the page can only say a link is on its way if it may be.
export function FreshLinkButton({ token }: { token: string }) {
  const fresh = useRequestFreshLink();
  if (fresh.isSuccess) {
    return <p role="status">If this link was yours, a fresh one is on its way to the same address.</p>;
  }
  return (
    <>
      <button type="button" className="button button--primary" disabled={fresh.isPending} onClick={() => fresh.mutate(token)}>
        Send me a fresh link
      </button>
      {fresh.isError && (
        <p className="form-error" role="alert">
          {errorText(fresh.error)}
        </p>
      )}
    </>
  );
}
