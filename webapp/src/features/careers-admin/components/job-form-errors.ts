import { fieldViolations } from '../../../lib/field-violations';
import { UploadError } from '../../../lib/upload-file';
import type { JobFields } from '../api/use-save-job';

export type JobFormErrors = Partial<Record<keyof JobFields | 'jobDescription', string>>;

// A courtesy check before the call, with the server's own messages; the server checks
// again and has the last word (serverErrors).
export function checkJobFields(fields: JobFields): JobFormErrors {
  const errors: JobFormErrors = {};
  if (!fields.role.trim()) errors.role = 'Role is required';
  if (!fields.location.trim()) errors.location = 'Location is required';
  if (!fields.qualification.trim()) errors.qualification = 'Qualification is required';
  const country = fields.countryCode.trim();
  if (country && !/^[a-z]{2}$/i.test(country)) errors.countryCode = 'Country code must be two letters (ISO 3166-1 alpha-2, e.g. IN or US)';
  return errors;
}

const serverFields: Record<string, keyof JobFormErrors> = {
  role: 'role',
  location: 'location',
  type: 'type',
  qualification: 'qualification',
  job_description_upload_id: 'jobDescription',
  description_html: 'descriptionHtml',
  expire_time: 'expiryDate',
  city: 'city',
  region: 'region',
  country_code: 'countryCode',
};

// serverErrors places a failed save's messages under the fields they concern: the
// upload's refusal (e.g. 'Please upload a PDF file', or too large) under the PDF picker,
// the RPC's field violations under theirs.
export function serverErrors(error: unknown): JobFormErrors {
  if (error instanceof UploadError) return { jobDescription: error.message };
  const errors: JobFormErrors = {};
  for (const [field, message] of Object.entries(fieldViolations(error))) {
    const key = serverFields[field.replace(/^job\./, '')];
    if (key) errors[key] = message;
  }
  return errors;
}

export function isPdf(file: File): boolean {
  // The browser's type comes from the name; the server checks the content itself.
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

// A cancelled upload rejects with a DOMException, which is not an Error everywhere.
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
