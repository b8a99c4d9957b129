import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JobService } from '../../../gen/gusset/admin/v1/jobs_pb';
import { uploadFile } from '../../../lib/upload-file';
import { useClient } from '../../../lib/use-client';
import { jobKeys } from './query-keys';

export type JobFields = {
  role: string;
  location: string;
  type: string;
  qualification: string;
  active: boolean;
  // The description as HTML; the server sanitizes it with the blog's allowlist.
  descriptionHtml: string;
  // The last day the job is open, as an <input type="date"> value (YYYY-MM-DD); '' for none.
  expiryDate: string;
  city: string;
  region: string;
  // ISO 3166-1 alpha-2, e.g. IN or US; '' for none.
  countryCode: string;
};

// The job closes at the end of its expiry day (UTC): it is open all of that day.
export function expireTimeOf(expiryDate: string) {
  return expiryDate ? timestampFromDate(new Date(`${expiryDate}T23:59:59Z`)) : undefined;
}

export type SaveJob = {
  // Absent for a new job.
  id?: string;
  fields: JobFields;
  // A new job description PDF, uploaded before the job is saved.
  jobDescription?: File;
  // Edit only: drop the current job description (ignored when a new one is given).
  removeJobDescription?: boolean;
  // Cancels the upload.
  signal?: AbortSignal;
  // Fraction of the job description sent so far, 0..1.
  onProgress?: (fraction: number) => void;
  // The PDF is stored; only the job itself remains to be saved (nothing left to cancel).
  onUploaded?: () => void;
};

// Adds or updates a job: the PDF goes first (upload-then-claim, docs/uploads.md), then the
// job names its upload id.
export function useSaveJob() {
  const client = useClient(JobService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields, jobDescription, removeJobDescription = false, signal, onProgress, onUploaded }: SaveJob) => {
      let uploadId = '';
      if (jobDescription) {
        uploadId = (await uploadFile('job_description', jobDescription, { signal, onProgress })).id;
        onUploaded?.();
      }
      const { expiryDate, ...rest } = fields;
      const job = { ...rest, expireTime: expireTimeOf(expiryDate), jobDescriptionUploadId: uploadId };
      if (id) return (await client.updateJob({ id, job, removeJobDescription })).job;
      return (await client.createJob({ job })).job;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
