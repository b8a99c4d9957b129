import { useState, type ReactNode } from 'react';
import type { Department, GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';
import { useDepartmentProjects } from '../api/use-department-projects';
import { LoadMore } from './load-more';
import { LazyProjectDetailDialog as ProjectDetailDialog } from './project-detail-dialog-lazy';

type Props = {
  department: Department;
  // The department as the spec's texts name it, e.g. STRUCTURAL.
  name: string;
  // Lays out the loaded projects; open shows one in the detail dialog.
  children: (projects: GalleryProject[], open: (id: string) => void) => ReactNode;
};

// DepartmentProjects loads a department's projects page by page and owns what every
// gallery of a department shows around them: the spec's loading, error and empty texts,
// 'Load more', and the detail dialog.
export function DepartmentProjects({ department, name, children }: Props) {
  const projects = useDepartmentProjects(department);
  const [openId, setOpenId] = useState<string | null>(null);

  if (projects.isPending) {
    return (
      <p className="gallery-state" role="status">
        Loading {name} projects...
      </p>
    );
  }
  if (projects.isError) {
    return (
      <div className="gallery-state" role="alert">
        <p>Failed to load projects. Please try again.</p>
        <button type="button" className="button" onClick={() => void projects.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (projects.data.length === 0) {
    return <p className="gallery-state">No projects found for {name}.</p>;
  }
  return (
    <>
      {children(projects.data, setOpenId)}
      <LoadMore hasMore={projects.hasNextPage} loading={projects.isFetchingNextPage} onLoadMore={() => void projects.fetchNextPage()} />
      <ProjectDetailDialog projectId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
