// A bulk add's PDFs go up over tus to /drawings/uploads/tus/ (docs/submittals.md, "Bulk
// add"), with the staff session on every request, as the portal's files do
// (lib/portal-upload.ts). tus-js-client is imported only when files are chosen. Each
// unfinished upload's address is kept in localStorage under a fingerprint that names the
// project, so choosing the same file again after a reload resumes it.

import { sessionHeaders, type SessionKind } from '../../../lib/session';
import { uploadIdOf } from '../../../lib/targeted-upload';

export const drawingUploadEndpoint = '/drawings/uploads/tus/';

export type DrawingUploadEvents = {
  onProgress: (sent: number, total: number) => void;
  // id is the upload's id, which ProposeSheets and AddSheetRevisions name.
  onSuccess: (id: string) => void;
  onError: (message: string) => void;
};

const retryDelays = [0, 1000, 3000, 5000, 10000, 20000, 30000, 60000];

export async function uploadDrawing(file: File, projectId: string, session: SessionKind, events: DrawingUploadEvents): Promise<{ abort: () => void }> {
  const tus = await import('tus-js-client');
  const upload = new tus.Upload(file, {
    endpoint: drawingUploadEndpoint,
    chunkSize: 16 * 1024 * 1024,
    retryDelays,
    removeFingerprintOnSuccess: true,
    fingerprint: (f: File) => Promise.resolve(['gusset-drawings', projectId, f.name, f.type, f.size, f.lastModified].join('/')),
    metadata: { project: projectId, filename: file.name, filetype: file.type || 'application/pdf' },
    headers: sessionHeaders(session),
    onProgress: events.onProgress,
    onSuccess: () => events.onSuccess(uploadIdOf(upload.url ?? '')),
    onError: (error) => {
      const response = 'originalResponse' in error ? error.originalResponse : null;
      const body = response?.getBody() ?? '';
      // The server's message follows its error code ("ERR_MAX_SIZE_EXCEEDED: This file…").
      events.onError(body.includes(': ') ? body.slice(body.indexOf(': ') + 2).trim() : 'The upload failed.');
    },
  });
  const previous = await upload.findPreviousUploads();
  if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return { abort: () => void upload.abort() };
}
