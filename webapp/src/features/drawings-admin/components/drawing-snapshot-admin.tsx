import { SnapshotView } from '../../../components/drawings/snapshot-view';
import { formatDay } from '../../../lib/format-date';
import { countOf } from '../../../lib/plural';
import { useDrawingSnapshotAdmin, useReturnTime } from '../api/use-drawing-snapshot-admin';

// A project's review clock on its page in the back office: the figures its client sees
// (shared view), and how fast that client returns drawings. Says nothing while loading or
// when it failed, as the client's does: the project's other sections report their own state.
export function DrawingSnapshotAdmin({ projectId, organizationId, organizationName }: { projectId: string; organizationId: string; organizationName: string }) {
  const snapshot = useDrawingSnapshotAdmin(projectId);
  const returns = useReturnTime(organizationId);
  if (!snapshot.data) return null;
  const r = returns.data;
  return (
    <SnapshotView snapshot={snapshot.data} heading="Out for review" pathOf={(t) => `/admin/projects/${projectId}/transmittals/${t.transmittalId}`}>
      {r && (
        <p>
          {r.returnTime ? (
            <>
              {organizationName} returns drawings in a median of <strong>{countOf(Math.round(r.returnTime.medianDays * 10) / 10, 'day')}</strong> ({countOf(r.returnTime.returned, 'transmittal')} returned since{' '}
              <time dateTime={r.windowStart}>{formatDay(r.windowStart)}</time>).
            </>
          ) : (
            `${organizationName} returned no transmittal since ${formatDay(r.windowStart)}.`
          )}
        </p>
      )}
    </SnapshotView>
  );
}
