import { TransmittalList } from '../../../components/drawings/transmittal-list';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/locale';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { useMyTransmittals } from '../api/use-drawing-extras';
import * as m from './drawing-messages';
import '../../../components/drawings/drawings.css';

// An outside reviewer's home in the portal (where a client sees their projects, the
// route's child): the transmittals sent to them, each with its project's name (the
// project itself is not theirs to read) and linking to its page.
export function ReviewerTransmittals() {
  const t = useT();
  const transmittals = useMyTransmittals();
  useSignInOnExpiry(transmittals.error);
  return (
    <section aria-labelledby="reviewer-transmittals">
      <h2 id="reviewer-transmittals">{t(m.sentToYou)}</h2>
      {transmittals.isPending ? (
        <p role="status">{t(m.yoursLoading)}</p>
      ) : transmittals.isError ? (
        <p role="alert">{errorText(transmittals.error, t(m.yoursLoadFailed))}</p>
      ) : (
        <TransmittalList transmittals={transmittals.data} pathOf={(tr) => `/portal/projects/${tr.projectId}/transmittals/${tr.id}`} withProject />
      )}
    </section>
  );
}
