import { useMutation } from '@tanstack/react-query';
import { ApplicationService, type ApplyRequest } from '../../../gen/gusset/site/v1/applications_pb';
import { uploadFile } from '../../../lib/upload-file';
import { useClient } from '../../../lib/use-client';

// An application: the server's ApplyRequest with the résumé itself in place of its upload
// id, which the upload answers.
export type Application = Omit<ApplyRequest, '$typeName' | '$unknown' | 'resumeUploadId'> & {
  resume?: File;
  // 0..1 while the résumé uploads.
  onProgress?: (fraction: number) => void;
  // Called once the résumé (if any) is stored and the application itself is being sent.
  onUploaded?: () => void;
  // Cancels the upload (and the application, if it has not been sent yet).
  signal?: AbortSignal;
};

// useApply uploads the résumé first (POST /uploads/resume, with real progress, carrying
// the form's solved challenge, as the server asks of a visitor's upload), then sends the
// application naming the upload id with the same challenge.
export function useApply() {
  const client = useClient(ApplicationService);
  return useMutation({
    mutationFn: async ({ jobId, name, email, phone, website, challenge, resume, onProgress, onUploaded, signal }: Application) => {
      const uploaded = resume ? await uploadFile('resume', resume, { onProgress, signal, challenge }) : undefined;
      signal?.throwIfAborted();
      onUploaded?.();
      return client.apply({ jobId, name, email, phone, resumeUploadId: uploaded?.id ?? '', website, challenge });
    },
  });
}
