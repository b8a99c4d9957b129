import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { RevisionDownload } from '../../../components/drawings/revision-download';
import { TransmittalView } from '../../../components/drawings/transmittal-view';
import type { Transmittal } from '../../../gen/gusset/portal/v1/drawings_pb';
import type { ClientUser } from '../../../gen/gusset/portal/v1/portal_pb';
import { asksReview } from '../../../lib/drawing-words';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/locale';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { isOutsideReviewer } from '../../../lib/portal-me';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCoverSheetUrl, useMe, useStampedUrl } from '../api/use-drawing-extras';
import { useRevisionUrl, useTransmittal } from '../api/use-drawings';
import { useTransmittalFileUrl } from '../api/use-transmittal-files';
import * as m from './drawing-messages';

// The slot under a transmittal's items where the reviewer's form is mounted (a feature of
// its own, composed in src/app/routes.tsx); refresh fetches the transmittal again once
// items are returned, so that they show their statuses.
export type ReviewSlot = (transmittal: Transmittal, refresh: () => void) => ReactNode;

// The transmittal's person who is signed in, if any: a client user or an outside reviewer.
function myRecipient(t: Transmittal, me: ClientUser) {
  return t.recipients.find((r) => (r.clientUserId !== '' && r.clientUserId === me.id) || (r.reviewerId !== '' && r.reviewerId === me.id));
}

// One transmittal in the portal (/portal/projects/:id/transmittals/:transmittal, the page
// its mail links to), inside the project's frame: its items with their downloads and
// returned statuses, dates and who received it. Opening it records the recipient's first
// open. Its recipients (not copies) of one asking for review get the review slot; the
// people it was sent to get its cover sheet; client users get the stamped returns. An
// outside reviewer calls nothing but their transmittals' procedures.
export function PortalTransmittalPage({ review }: { review?: ReviewSlot }) {
  const { transmittal: id = '' } = useParams();
  const t = useT();
  const transmittal = useTransmittal(id);
  const me = useMe();
  useSignInOnExpiry(transmittal.error);
  const downloadUrl = useRevisionUrl();
  const fileUrl = useTransmittalFileUrl();
  const stampedUrl = useStampedUrl();
  const coverUrl = useCoverSheetUrl();
  usePageTitle(transmittal.data ? t(m.transmittalNumbered, { number: transmittal.data.numberText }) : t(m.transmittal));
  if (transmittal.isPending) return <p role="status">{t(m.transmittalLoading)}</p>;
  if (transmittal.isError || !transmittal.data) return <p role="alert">{errorText(transmittal.error, t(m.transmittalLoadFailed))}</p>;
  const tr = transmittal.data;
  const reviewer = isOutsideReviewer(me.data);
  const mine = me.data && myRecipient(tr, me.data);
  return (
    <section aria-labelledby="portal-transmittal">
      <h2 id="portal-transmittal">{t(m.transmittalNumbered, { number: tr.numberText })}</h2>
      {mine && !reviewer && <RevisionDownload revisionId={tr.id} fileName={`${tr.numberText}.pdf`} label={t(m.coverSheet)} downloadUrl={coverUrl} />}
      <TransmittalView transmittal={tr} downloadUrl={downloadUrl} fileUrl={fileUrl} stampedUrl={me.data && !reviewer ? stampedUrl : undefined} />
      {mine && !mine.copy && asksReview(tr) && review?.(tr, () => void transmittal.refetch())}
    </section>
  );
}
