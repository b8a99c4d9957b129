import type { GalleryProjectValues } from '../api/gallery-project-values';
import { Department, ProjectStatus, ProjectType, type GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';

// A new project's defaults (spec §4).
export const newProjectValues: GalleryProjectValues = {
  title: '',
  description: '',
  location: '',
  type: ProjectType.OTHER,
  otherType: '',
  department: Department.OTHER,
  technologyUsed: '',
  designingSoftware: '',
  status: ProjectStatus.IN_PROGRESS,
};

// valuesOf fills the edit form; the server's "unspecified" means its documented default.
export function valuesOf(project: GalleryProject): GalleryProjectValues {
  return {
    title: project.title,
    description: project.description,
    location: project.location,
    type: project.type || ProjectType.OTHER,
    otherType: project.otherType,
    department: project.department || Department.OTHER,
    technologyUsed: project.technologyUsed,
    designingSoftware: project.designingSoftware,
    status: project.status || ProjectStatus.IN_PROGRESS,
  };
}

// withChange applies one edit; leaving OTHER clears the free-text type, as the server does.
export function withChange(values: GalleryProjectValues, change: Partial<GalleryProjectValues>): GalleryProjectValues {
  const next = { ...values, ...change };
  if (next.type !== ProjectType.OTHER) next.otherType = '';
  return next;
}

const blank = (text: string) => text.trim() === '';

// The add form's messages, keyed by the server's field names so that its answers land
// in the same places.
export function addFormErrors(values: GalleryProjectValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(values.title)) errors.title = 'Project Title is required';
  if (blank(values.description)) errors.description = 'Scope is required';
  if (blank(values.location)) errors.location = 'Location is required';
  Object.assign(errors, otherTypeError(values));
  return errors;
}

export function otherTypeError(values: GalleryProjectValues): Record<string, string> {
  return values.type === ProjectType.OTHER && blank(values.otherType) ? { other_type: 'Please specify the project type' } : {};
}

export const fillRequiredMessage = 'Please fill in all required fields (Title, Scope, Location, Software/Technologies Used).';

// The edit form checks its four required fields together, with one message.
export function missingRequired(values: GalleryProjectValues): boolean {
  return [values.title, values.description, values.location, values.technologyUsed].some(blank);
}
