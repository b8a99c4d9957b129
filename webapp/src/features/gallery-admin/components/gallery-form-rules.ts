import { create } from '@bufbuild/protobuf';
import type { GalleryProjectValues } from '../api/gallery-project-values';
import { ProjectInputSchema, type ProjectInput } from '../../../gen/gusset/admin/v1/gallery_pb';
import { Department, ProjectStatus, ProjectType, type GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';

// A new project's defaults (spec §4): the form's fields, as ProjectInput's schema lists
// them, blank but for the choices.
export const newProjectValues: GalleryProjectValues = {
  ...formFields(create(ProjectInputSchema)),
  type: ProjectType.OTHER,
  department: Department.OTHER,
  status: ProjectStatus.IN_PROGRESS,
};

// valuesOf fills the edit form with each of the form's fields the project has; the
// server's "unspecified" means its documented default.
export function valuesOf(project: GalleryProject): GalleryProjectValues {
  const values = formFields(project as unknown as ProjectInput);
  return {
    ...values,
    type: values.type || ProjectType.OTHER,
    department: values.department || Department.OTHER,
    status: values.status || ProjectStatus.IN_PROGRESS,
  };
}

// formFields picks from a message the fields of ProjectInput but its uploads.
function formFields(message: ProjectInput): GalleryProjectValues {
  const values: Record<string, unknown> = {};
  for (const field of ProjectInputSchema.fields) {
    if (field.localName === 'imageUploadIds' || field.localName === 'posterUploadIds') continue;
    values[field.localName] = (message as unknown as Record<string, unknown>)[field.localName];
  }
  return values as GalleryProjectValues;
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
