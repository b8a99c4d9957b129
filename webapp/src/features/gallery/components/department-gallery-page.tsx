import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Department } from '../../../gen/gusset/site/v1/gallery_pb';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDepartmentProjects } from '../api/use-department-projects';
import { departmentFromParam, departmentGalleryPath, departmentTitles } from './department';
import { PageBanner } from './page-banner';
import { groupProjects } from './group-projects';
import { LoadMore } from './load-more';
import { LazyProjectDetailDialog as ProjectDetailDialog } from './project-detail-dialog-lazy';
import { ProjectGroup } from './project-group';
import './department-gallery.css';

export function DepartmentGalleryPage() {
  const [params] = useSearchParams();
  const param = params.get('department')?.trim() ?? '';
  const department = departmentFromParam(param);
  const title = (department !== undefined && departmentTitles[department]) || 'Gallery';
  usePageTitle(title);

  return (
    <main id="main" className="department-gallery">
      <PageBanner eyebrow="Our Firm" title={title}>
        <p>
          <Link to="/our-firm/gallery">← All galleries</Link>
        </p>
      </PageBanner>
      <div className="page">
        {department === undefined ? <NoDepartment /> : <DepartmentProjects key={department} department={department} name={param} />}
      </div>
    </main>
  );
}

function NoDepartment() {
  return (
    <div className="gallery-state">
      <p>Please select a department.</p>
      <p className="gallery-state__choices">
        <Link className="button" to={departmentGalleryPath(Department.STRUCTURAL)}>
          Structural Steel Detailing
        </Link>
        <Link className="button" to={departmentGalleryPath(Department.PEMB)}>
          PEMB Designing and Detailing
        </Link>
      </p>
    </div>
  );
}

type Props = {
  department: Department;
  // The department as the link spelt it, for the status messages.
  name: string;
};

function DepartmentProjects({ department, name }: Props) {
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

  const { featured, rest } = groupProjects(projects.data);
  return (
    <>
      {featured.length > 0 && (
        <div className="department-gallery__featured">
          {featured.map((group) => (
            <ProjectGroup
              key={group.name}
              group={group}
              onOpen={setOpenId}
              // The spec hides this heading on the PEMB gallery, where Tekla is the norm.
              hideHeading={department === Department.PEMB && group.name === 'Tekla Structures'}
            />
          ))}
        </div>
      )}
      {rest.length > 0 && (
        <div className="department-gallery__rest">
          {rest.map((group) => (
            <ProjectGroup key={group.name} group={group} onOpen={setOpenId} />
          ))}
        </div>
      )}
      <LoadMore hasMore={projects.hasNextPage} loading={projects.isFetchingNextPage} onLoadMore={() => void projects.fetchNextPage()} />
      <ProjectDetailDialog projectId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
