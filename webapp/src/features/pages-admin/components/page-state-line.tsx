import type { PageState } from '../../../gen/gusset/admin/v1/pages_pb';
import { formatDateTime } from '../../../lib/format-date';

// PageStateBadges says where a page stands: its public version, a newer draft, a
// scheduled publish, hidden from the menu.
export function PageStateBadges({ state, unsaved = false }: { state: PageState; unsaved?: boolean }) {
  const { draftVersion, publishedVersion, scheduledPublishTime, scheduledVersion, hidden } = state;
  return (
    <span className="page-state-list">
      {publishedVersion > 0 ? <span className="page-state page-state--live">Published: version {publishedVersion}</span> : <span className="page-state">Not published</span>}
      {draftVersion > publishedVersion && <span className="page-state page-state--draft">Draft newer than published: version {draftVersion}</span>}
      {unsaved && <span className="page-state page-state--draft">Unsaved changes</span>}
      {scheduledPublishTime && (
        <span className="page-state page-state--scheduled">
          Version {scheduledVersion} scheduled for {formatDateTime(scheduledPublishTime)}
        </span>
      )}
      {hidden && <span className="page-state">Hidden from the menu</span>}
    </span>
  );
}
