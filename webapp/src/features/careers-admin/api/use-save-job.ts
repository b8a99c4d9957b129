import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JobService, type JobInput } from '../../../gen/gusset/admin/v1/jobs_pb';
import { uploadFile } from '../../../lib/upload-file';
import { useClient } from '../../../lib/use-client';
import { jobKeys } from './query-keys';

// The form's fields: the server's JobInput without the PDF's upload id (the save's), its
// expire_time as the last open day (an <input type="date"> value, YYYY-MM-DD; '' for none).
export type JobFields = Omit<JobInput, '$typeName' | '$unknown' | 'jobDescriptionUploadId' | 'expireTime'> & { expiryDate: string };

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
