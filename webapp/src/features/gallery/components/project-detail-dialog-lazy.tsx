import { lazy, Suspense } from 'react';

// The detail dialog (carousel, details, its CSS) loads on the first click on a project:
// visitors who only browse thumbnails never download it.
const ProjectDetailDialog = lazy(async () => ({
  default: (await import('./project-detail-dialog')).ProjectDetailDialog,
}));

type Props = { projectId: string | null; onClose: () => void };

export function LazyProjectDetailDialog({ projectId, onClose }: Props) {
  if (projectId === null) return null;
  return (
    <Suspense fallback={null}>
      <ProjectDetailDialog projectId={projectId} onClose={onClose} />
    </Suspense>
  );
}
