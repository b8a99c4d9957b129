import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { RevisionDownload } from '../../../components/drawings/revision-download';
import { TransmittalView } from '../../../components/drawings/transmittal-view';
import type { Transmittal } from '../../../gen/gusset/portal/v1/drawings_pb';
import { errorText } from '../../../lib/error-text';
import { useCoverSheetUrlAdmin, useStampedUrlAdmin } from '../api/use-drawing-documents-admin';
import { useRevisionUrlAdmin } from '../api/use-drawings-admin';
import { useTransmittalFileUrlAdmin } from '../api/use-transmittal-files-admin';
import { useTransmittalAdmin } from '../api/use-transmittals-admin';
import { stack } from './drawings-admin-styles';

// The slot under a transmittal's items where its reviews are mounted (a feature of its
// own, composed in src/app/admin-screens.tsx).
export type ReviewSlot = (transmittal: Transmittal) => ReactNode;

// One transmittal for staff (/admin/projects/:id/transmittals/:transmittal): its dates,
// recipients with when each received it, its items with their downloads and returned
// statuses (the stamped PDFs), its cover sheet, and the review slot. Staff opening it
// record nothing.
export function TransmittalAdminPage({ review }: { review?: ReviewSlot }) {
  const { id = '', transmittal: transmittalId = '' } = useParams();
  const transmittal = useTransmittalAdmin(transmittalId);
  const downloadUrl = useRevisionUrlAdmin();
  const fileUrl = useTransmittalFileUrlAdmin();
  const stampedUrl = useStampedUrlAdmin();
  const coverUrl = useCoverSheetUrlAdmin();
  return (
    <div style={stack}>
      <p>
        <Link to={`/admin/projects/${id}/drawings`}>← Drawings of the project</Link>
      </p>
      {transmittal.isPending ? (
        <p className="admin-state" role="status">
          Loading the transmittal...
        </p>
      ) : transmittal.isError || !transmittal.data ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(transmittal.error, 'Failed to load the transmittal.')}
        </p>
      ) : (
        <section aria-labelledby="transmittal-heading">
          <h2 id="transmittal-heading">Transmittal {transmittal.data.numberText}</h2>
          <RevisionDownload revisionId={transmittal.data.id} fileName={`${transmittal.data.numberText}.pdf`} label="Cover sheet (PDF)" downloadUrl={coverUrl} />
          <TransmittalView transmittal={transmittal.data} downloadUrl={downloadUrl} fileUrl={fileUrl} stampedUrl={stampedUrl} />
          {review?.(transmittal.data)}
        </section>
      )}
    </div>
  );
}
