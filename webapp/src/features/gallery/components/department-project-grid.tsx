import type { Department } from '../../../gen/gusset/site/v1/gallery_pb';
import { departmentCode } from './department';
import { DepartmentProjects } from './department-projects';
import { ProjectGrid } from './project-grid';
import './department-gallery.css';

// DepartmentProjectGrid is the body of the Structural and PEMB gallery pages: every
// project of the department as a tile; a tile opens the project's details.
export function DepartmentProjectGrid({ department }: { department: Department }) {
  return (
    <DepartmentProjects department={department} name={departmentCode(department)}>
      {(projects, open) => <ProjectGrid projects={projects} onOpen={open} lcp />}
    </DepartmentProjects>
  );
}
