import type { ApplyRequest } from '../../../gen/gusset/site/v1/applications_pb';
import { fieldViolations } from '../../../lib/field-violations';
import { UploadError } from '../../../lib/upload-file';

// The fields the applicant types: ApplyRequest's own.
export const typedFields = ['name', 'email', 'phone'] as const satisfies readonly (keyof ApplyRequest)[];

// What the applicant fills in: those fields, and the résumé (its upload id is the upload's).
export type ApplyValues = Pick<ApplyRequest, (typeof typedFields)[number]> & { resume: File | undefined };
export type ApplyField = keyof ApplyValues;
export type ApplyErrors = Partial<Record<ApplyField, string>>;

// A light check of the e-mail shape; the server has the last word.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// checkApplication mirrors the server's rules (same messages) so most mistakes are shown
// before anything is uploaded.
export function checkApplication(values: ApplyValues): ApplyErrors {
  const errors: ApplyErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!emailShape.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (!values.phone.trim()) errors.phone = 'Phone is required';
  if (values.resume && !isResumeFile(values.resume)) errors.resume = resumeRefusal;
  return errors;
}

// The upload endpoint's refusal of a résumé of another type, word for word.
export const resumeRefusal = 'Please upload a PDF or Word file (DOC or DOCX)';

// The résumé types the server accepts, for the file picker: by type and by extension, as
// browsers do not all know the Word types.
export const resumeAccept = [
  '.pdf',
  '.doc',
  '.docx',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

const resumeTypes = new Set(resumeAccept.split(',').filter((t) => t.includes('/')));

// isResumeFile is a first look, from the browser's idea of the file (its declared type or
// its name), that spares an upload bound to be refused; the server checks the content.
function isResumeFile(file: File): boolean {
  return resumeTypes.has(file.type) || /\.(pdf|docx?)$/i.test(file.name);
}

const tooManyRequests = 429;

// uploadRefusal is the upload endpoint's refusal of the visitor rather than of the file:
// too many résumés from this address ("Too many requests. Please try again in N
// minutes."), shown for the whole form like the application's own refusals.
export function uploadRefusal(error: unknown): string | null {
  return error instanceof UploadError && error.status === tooManyRequests ? error.message : null;
}

// serverErrors places the server's answer under the fields it names: field violations of
// the application, or the upload endpoint's refusal of the résumé (not a PDF or Word file,
// too large).
export function serverErrors(error: unknown): ApplyErrors {
  if (error instanceof UploadError) return { resume: error.message };
  const errors: ApplyErrors = {};
  for (const [field, message] of Object.entries(fieldViolations(error))) {
    if ((typedFields as readonly string[]).includes(field)) errors[field as ApplyField] = message;
    else if (field === 'resume_upload_id') errors.resume = message;
  }
  return errors;
}
