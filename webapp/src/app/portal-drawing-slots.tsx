import { lazy, Suspense } from 'react';
import { CompareToggle } from '../features/drawings-compare/components/compare-toggle';
import { ReviewForm } from '../features/drawings-review/components/review-form';
import { PortalDrawingsSection as Section } from '../features/drawings/components/portal-drawings-section';
import { PortalTransmittalPage as Page } from '../features/drawings/components/portal-transmittal-page';
import { ReviewerTransmittals } from '../features/drawings/components/reviewer-transmittals';
import { rfiLoading } from '../features/rfis/components/rfi-messages';
import { useT } from '../lib/i18n/locale';

// The RFIs' section and page load after the page they are on (chunks of their own): the
// portal pages' first load stays as it was (e2e/first-load.test.mjs), and the route
// table names no further chunk.
const RfisSection = lazy(() => import('../features/rfis/components/portal-rfis-section').then((m) => ({ default: m.PortalRfisSection })));
const ReviewerRfis = lazy(() => import('../features/rfis/components/reviewer-rfis').then((m) => ({ default: m.ReviewerRfis })));
const RfiPage = lazy(() => import('../features/rfis/components/portal-rfi-page').then((m) => ({ default: m.PortalRfiPage })));

// An RFI's page, in the project's frame as a transmittal's.
export function PortalRfiPage() {
  const t = useT();
  return (
    <Suspense fallback={<p role="status">{t(rfiLoading)}</p>}>
      <RfiPage />
    </Suspense>
  );
}

// An outside reviewer's home: the transmittals sent to them, then the RFIs asked of them
// (a chunk of its own, as the project page's RFIs). Here so that the route table names one
// chunk.
export function ReviewerHome() {
  return (
    <>
      <ReviewerTransmittals />
      <Suspense fallback={null}>
        <ReviewerRfis />
      </Suspense>
    </>
  );
}

// The portal's drawing pages with their slots filled by the features that fill them
// (features never import one another): the register with the comparison of revisions,
// the transmittal with the review form; and the drawings' section of an outside
// reviewer's home. A lazy module of its own, so that the route table
// every public page loads names one chunk for it (the public first-load budget).

// The project page's child: the drawings, then the RFIs (which hold sheets of them back).
export function PortalDrawingsSection() {
  return (
    <>
      <Section compare={(sheet) => <CompareToggle side="client" sheet={sheet} />} />
      <Suspense fallback={null}>
        <RfisSection />
      </Suspense>
    </>
  );
}

export function PortalTransmittalPage() {
  return <Page review={(transmittal, refresh) => <ReviewForm transmittal={transmittal} onReturned={refresh} />} />;
}
