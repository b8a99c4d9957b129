import { ProjectStatus } from '../../../gen/gusset/site/v1/gallery_pb';
import { statusLabel } from './gallery-labels';

const tones: Partial<Record<ProjectStatus, string>> = {
  [ProjectStatus.COMPLETED]: 'green',
  [ProjectStatus.IN_PROGRESS]: 'blue',
  [ProjectStatus.ON_HOLD]: 'yellow',
  [ProjectStatus.CANCELLED]: 'red',
};

// The colour only repeats the status; the text says it.
export function GalleryStatusBadge({ status }: { status: ProjectStatus }) {
  return <span className={`gallery-admin-badge gallery-admin-badge--${tones[status] ?? 'grey'}`}>{statusLabel(status)}</span>;
}
