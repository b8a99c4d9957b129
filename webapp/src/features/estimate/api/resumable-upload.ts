// Resumable uploads of the estimate form's files over tus (docs/uploads.md, "Resumable
// uploads"). tus-js-client is imported only when a file is added, so the page itself
// stays light; it keeps each unfinished upload's address in localStorage (its URL
// storage), so adding the same file again after a reload or a dropped connection resumes
// it where the server stands.

export const uploadEndpoint = '/uploads/tus/';
export type UploadEvents = {
  onProgress: (sent: number, total: number) => void;
  onSuccess: (id: string) => void;
  onError: (message: string, status: number) => void;
};

export type UploadHandle = {
  pause: () => void;
  resume: () => void;
  // Settles once the server has the upload (or refused it): the visitor's uploads start
  // one after the other, so the first spends the challenge before the others show it.
  created: Promise<void>;
};

// Retries after a failed request: a dropped connection or a restarting server is waited
// out with growing pauses before the upload gives up (the visitor can resume it then).
const retryDelays = [0, 1000, 3000, 5000, 10000, 20000, 30000, 60000];

// The id of an upload is its address's last segment up to any '+' (an S3 part id).
function idOf(url: string): string {
  const last = url.slice(url.lastIndexOf('/') + 1);
  return last.split('+')[0];
}

export async function startUpload(file: File, owner: string, challenge: string, events: UploadEvents): Promise<UploadHandle> {
  const tus = await import('tus-js-client');
  let settle = () => {};
  const created = new Promise<void>((resolve) => (settle = resolve));
  const upload = new tus.Upload(file, {
    endpoint: uploadEndpoint,
    chunkSize: 16 * 1024 * 1024,
    retryDelays,
    removeFingerprintOnSuccess: true,
    metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
    headers: { 'Gusset-Upload-Owner': owner, 'X-Altcha': challenge },
    onProgress: events.onProgress,
    onUploadUrlAvailable: () => settle(),
    onSuccess: () => {
      settle();
      events.onSuccess(idOf(upload.url ?? ''));
    },
    onError: (error) => {
      settle();
      const response = 'originalResponse' in error ? error.originalResponse : null;
      const status = response?.getStatus() ?? 0;
      const body = response?.getBody() ?? '';
      // The server's message follows its error code ("ERR_MAX_SIZE_EXCEEDED: This file…").
      const message = body.includes(': ') ? body.slice(body.indexOf(': ') + 2).trim() : 'The upload failed.';
      events.onError(message, status);
    },
  });
  const previous = await upload.findPreviousUploads();
  if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return {
    pause: () => void upload.abort(),
    resume: () => upload.start(),
    created,
  };
}
