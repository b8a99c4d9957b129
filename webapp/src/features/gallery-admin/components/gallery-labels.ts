import { Department, ProjectStatus, ProjectType } from '../../../gen/gusset/site/v1/gallery_pb';

type Option<T> = { value: T; label: string };

export const projectTypeOptions: Option<ProjectType>[] = [
  { value: ProjectType.OTHER, label: 'Other' },
  { value: ProjectType.INSTITUTE, label: 'Institute' },
  { value: ProjectType.COMMERCIAL, label: 'Commercial' },
  { value: ProjectType.FACILITY_EXPENSION, label: 'Facility Expansion' },
  { value: ProjectType.INDUSTRIAL, label: 'Industrial' },
];

export const departmentOptions: Option<Department>[] = [
  { value: Department.OTHER, label: 'Other' },
  { value: Department.PEMB, label: 'PEMB' },
  { value: Department.STRUCTURAL, label: 'Structural' },
  { value: Department.ESTIMATION, label: 'Estimation' },
];

export const statusOptions: Option<ProjectStatus>[] = [
  { value: ProjectStatus.PLANNING, label: 'Planning' },
  { value: ProjectStatus.IN_PROGRESS, label: 'In Progress' },
  { value: ProjectStatus.COMPLETED, label: 'Completed' },
  { value: ProjectStatus.ON_HOLD, label: 'On Hold' },
  { value: ProjectStatus.CANCELLED, label: 'Cancelled' },
];

function labelOf<T>(options: Option<T>[], value: T): string {
  return options.find((option) => option.value === value)?.label ?? 'Not specified';
}

export const projectTypeLabel = (type: ProjectType) => labelOf(projectTypeOptions, type);
export const departmentLabel = (department: Department) => labelOf(departmentOptions, department);
export const statusLabel = (status: ProjectStatus) => labelOf(statusOptions, status);
