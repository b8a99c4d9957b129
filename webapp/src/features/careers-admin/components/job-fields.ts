import { create } from '@bufbuild/protobuf';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { JobInputSchema, type JobInput } from '../../../gen/gusset/admin/v1/jobs_pb';
import type { Job } from '../../../gen/gusset/site/v1/jobs_pb';
import type { JobFields } from '../api/use-save-job';

// A new job's form: JobInput's fields, blank, but shown publicly unless unticked.
export const newJobFields: JobFields = { ...formFields(create(JobInputSchema)), active: true };

// jobFieldsOf fills the edit form with each of the form's fields the job has.
export function jobFieldsOf(job: Job): JobFields {
  return formFields(job as unknown as JobInput);
}

// formFields picks from a message the fields of JobInput but the PDF's upload id, with
// expire_time as its last open day (UTC).
function formFields(message: JobInput): JobFields {
  const values: Record<string, unknown> = {};
  for (const field of JobInputSchema.fields) {
    if (field.localName === 'jobDescriptionUploadId' || field.localName === 'expireTime') continue;
    values[field.localName] = (message as unknown as Record<string, unknown>)[field.localName];
  }
  values.expiryDate = message.expireTime ? timestampDate(message.expireTime).toISOString().slice(0, 10) : '';
  return values as JobFields;
}
