import { Link, useSearchParams } from 'react-router';
import { PageBanner } from '../../../components/site/page-banner';
import { Department } from '../../../gen/gusset/site/v1/gallery_pb';
import type { Prefetch } from '../../../lib/prefetch';
import { usePageTitle } from '../../../lib/use-page-title';
import { prefetchDepartmentProjects } from '../api/use-department-projects';
import { departmentFromParam, departmentGalleryPath, departmentTitles } from './department';
import { DepartmentProjects } from './department-projects';
import { groupProjects } from './group-projects';
import { ProjectGroup } from './project-group';
import './department-gallery.css';

// The first page of the department the address names (lib/prefetch.ts).
export const prefetch: Prefetch = async ({ queryClient, transport, searchParams }) => {
  const department = departmentFromParam(searchParams.get('department'));
  if (department !== undefined) await prefetchDepartmentProjects(queryClient, transport, department);
};

export function DepartmentGalleryPage() {
  const [params] = useSearchParams();
  const param = params.get('department')?.trim() ?? '';
  const department = departmentFromParam(param);
  const title = (department !== undefined && departmentTitles[department]) || 'Gallery';
  usePageTitle(title);

  return (
    <main id="main" className="department-gallery">
      <PageBanner eyebrow="Our Firm" header={title}>
        <p>
          <Link to="/our-firm/gallery">← All galleries</Link>
        </p>
      </PageBanner>
      <div className="page">
        {department === undefined ? <NoDepartment /> : <DepartmentGroups key={department} department={department} name={param} />}
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

function DepartmentGroups({ department, name }: Props) {
  return (
    <DepartmentProjects department={department} name={name}>
      {(projects, open) => {
        const { featured, rest } = groupProjects(projects);
        return (
          <>
            {featured.length > 0 && (
              <div className="department-gallery__featured">
                {featured.map((group, i) => (
                  <ProjectGroup
                    key={group.name}
                    group={group}
                    onOpen={open}
                    lcp={i === 0}
                    // The spec hides this heading on the PEMB gallery, where Tekla is the norm.
                    hideHeading={department === Department.PEMB && group.name === 'Tekla Structures'}
                  />
                ))}
              </div>
            )}
            {rest.length > 0 && (
              <div className="department-gallery__rest">
                {rest.map((group, i) => (
                  <ProjectGroup key={group.name} group={group} onOpen={open} lcp={featured.length === 0 && i === 0} />
                ))}
              </div>
            )}
          </>
        );
      }}
    </DepartmentProjects>
  );
}
