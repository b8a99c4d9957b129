// Resumable uploads of a project's files over tus, for clients and staff alike
// (docs/portal.md, "Files"): the same machinery as the estimate form's, at the portal's
// own address, with the caller's session on every request. tus-js-client is imported
// only when a file is chosen. Each unfinished upload's address is kept in localStorage
// under a fingerprint that names the folder, so choosing the same file for the same
// folder after a reload resumes it where the server stands.

import { sessionHeaders, type SessionKind } from './session';

export const portalUploadEndpoint = '/portal/uploads/tus/';

export type PortalUploadEvents = {
  onProgress: (sent: number, total: number) => void;
  // revision is the number the upload became (1 for a new file).
  onSuccess: (revision: number) => void;
  onError: (message: string) => void;
};

export type PortalUploadHandle = { abort: () => void; resumed: boolean };

const retryDelays = [0, 1000, 3000, 5000, 10000, 20000, 30000, 60000];

export async function uploadProjectFile(file: File, folderId: string, session: SessionKind, events: PortalUploadEvents): Promise<PortalUploadHandle> {
  const tus = await import('tus-js-client');
  let revision = 0;
  const upload = new tus.Upload(file, {
    endpoint: portalUploadEndpoint,
    chunkSize: 16 * 1024 * 1024,
    retryDelays,
    removeFingerprintOnSuccess: true,
    fingerprint: (f: File) => Promise.resolve(['gusset-portal', folderId, f.name, f.type, f.size, f.lastModified].join('/')),
    metadata: { folder: folderId, filename: file.name, filetype: file.type || 'application/octet-stream' },
    headers: sessionHeaders(session),
    onProgress: events.onProgress,
    onAfterResponse: (_req, res) => {
      const n = Number(res.getHeader('Gusset-Revision'));
      if (n > 0) revision = n;
    },
    onSuccess: () => events.onSuccess(revision),
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
  return { abort: () => void upload.abort(), resumed: previous.length > 0 };
}
