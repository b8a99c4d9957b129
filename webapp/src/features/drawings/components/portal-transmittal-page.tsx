import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { TransmittalView } from '../../../components/drawings/transmittal-view';
import type { Transmittal } from '../../../gen/gusset/portal/v1/drawings_pb';
import { errorText } from '../../../lib/error-text';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRevisionUrl, useTransmittal } from '../api/use-drawings';

// The slot under a transmittal's items where the reviewer's form is mounted (a feature of
// its own, composed in src/app/routes.tsx).
export type ReviewSlot = (transmittal: Transmittal) => ReactNode;

// One transmittal in the portal (/portal/projects/:id/transmittals/:transmittal, the page
// its mail links to), inside the project's frame: its items with their downloads, dates
// and who received it. Opening it records the recipient's first open.
export function PortalTransmittalPage({ review }: { review?: ReviewSlot }) {
  const { transmittal: id = '' } = useParams();
  const transmittal = useTransmittal(id);
  useSignInOnExpiry(transmittal.error);
  const downloadUrl = useRevisionUrl();
  usePageTitle(transmittal.data ? `Transmittal ${transmittal.data.numberText}` : 'Transmittal');
  if (transmittal.isPending) return <p role="status">Loading the transmittal…</p>;
  if (transmittal.isError || !transmittal.data) return <p role="alert">{errorText(transmittal.error, 'The transmittal could not be loaded.')}</p>;
  return (
    <section aria-labelledby="portal-transmittal">
      <h2 id="portal-transmittal">Transmittal {transmittal.data.numberText}</h2>
      <TransmittalView transmittal={transmittal.data} downloadUrl={downloadUrl} />
      {review?.(transmittal.data)}
    </section>
  );
}
