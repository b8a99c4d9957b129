import { TransmittalList } from '../../../components/drawings/transmittal-list';
import { errorText } from '../../../lib/error-text';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { useMyTransmittals } from '../api/use-drawing-extras';
import '../../../components/drawings/drawings.css';

// An outside reviewer's home in the portal (where a client sees their projects, the
// route's child): the transmittals sent to them, each with its project's name (the
// project itself is not theirs to read) and linking to its page.
export function ReviewerTransmittals() {
  const transmittals = useMyTransmittals();
  useSignInOnExpiry(transmittals.error);
  return (
    <section aria-labelledby="reviewer-transmittals">
      <h2 id="reviewer-transmittals">Sent to you for review</h2>
      {transmittals.isPending ? (
        <p role="status">Loading your transmittals…</p>
      ) : transmittals.isError ? (
        <p role="alert">{errorText(transmittals.error, 'Your transmittals could not be loaded.')}</p>
      ) : (
        <TransmittalList transmittals={transmittals.data} pathOf={(t) => `/portal/projects/${t.projectId}/transmittals/${t.id}`} withProject />
      )}
    </section>
  );
}
