import { Department, ProjectStatus, ProjectType, type GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';

const typeLabels: Partial<Record<ProjectType, string>> = {
  [ProjectType.INSTITUTE]: 'Institute',
  [ProjectType.COMMERCIAL]: 'Commercial',
  [ProjectType.FACILITY_EXPENSION]: 'Facility Expansion',
  [ProjectType.INDUSTRIAL]: 'Industrial',
  [ProjectType.OTHER]: 'Other',
};

const statusLabels: Partial<Record<ProjectStatus, string>> = {
  [ProjectStatus.PLANNING]: 'Planning',
  [ProjectStatus.IN_PROGRESS]: 'In Progress',
  [ProjectStatus.COMPLETED]: 'Completed',
  [ProjectStatus.ON_HOLD]: 'On Hold',
  [ProjectStatus.CANCELLED]: 'Cancelled',
};

const departmentLabels: Partial<Record<Department, string>> = {
  [Department.PEMB]: 'PEMB',
  [Department.STRUCTURAL]: 'Structural',
  [Department.ESTIMATION]: 'Estimation',
  [Department.OTHER]: 'Other',
};

// An OTHER project names its own type; the free text is more telling than "Other".
export function projectTypeLabel(project: GalleryProject): string | undefined {
  if (project.type === ProjectType.OTHER && project.otherType.trim()) return project.otherType.trim();
  return typeLabels[project.type];
}

export function projectStatusLabel(status: ProjectStatus): string | undefined {
  return statusLabels[status];
}

export function departmentLabel(department: Department): string | undefined {
  return departmentLabels[department];
}

export function projectTitle(project: Pick<GalleryProject, 'title'> | undefined): string {
  return project?.title.trim() || 'Untitled Project';
}
