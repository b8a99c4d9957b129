import { useState } from 'react';
import type { Department } from '../../../gen/gusset/site/v1/gallery_pb';
import { useDepartmentProjects } from '../api/use-department-projects';
import { departmentCode } from './department';
import { LoadMore } from './load-more';
import { LazyProjectDetailDialog as ProjectDetailDialog } from './project-detail-dialog-lazy';
import { ProjectGrid } from './project-grid';
import './department-gallery.css';

// DepartmentProjectGrid is the body of the Structural and PEMB gallery pages: every
// project of the department as a tile; a tile opens the project's details.
export function DepartmentProjectGrid({ department }: { department: Department }) {
  const projects = useDepartmentProjects(department);
  const [openId, setOpenId] = useState<string | null>(null);
  const name = departmentCode(department);

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
      <ProjectGrid projects={projects.data} onOpen={setOpenId} />
      <LoadMore hasMore={projects.hasNextPage} loading={projects.isFetchingNextPage} onLoadMore={() => void projects.fetchNextPage()} />
      <ProjectDetailDialog projectId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
