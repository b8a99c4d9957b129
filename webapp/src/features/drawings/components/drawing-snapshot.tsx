import { SnapshotView } from '../../../components/drawings/snapshot-view';
import { useT } from '../../../lib/i18n/locale';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { useDrawingSnapshot } from '../api/use-drawing-extras';
import * as m from './drawing-messages';

// The project's review clock as its client sees it today: transmittals waiting for them
// and sheets out for approval, with what is overdue, and each open transmittal's days.
export function DrawingSnapshot({ projectId }: { projectId: string }) {
  const t = useT();
  const snapshot = useDrawingSnapshot(projectId);
  useSignInOnExpiry(snapshot.error);
  // Says nothing while loading or when it failed: the register below reports its own state.
  if (!snapshot.data) return null;
  return <SnapshotView snapshot={snapshot.data} heading={t(m.waitingForYou)} pathOf={(open) => `/portal/projects/${projectId}/transmittals/${open.transmittalId}`} />;
}
