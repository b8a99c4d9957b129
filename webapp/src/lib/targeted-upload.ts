// A signed-in person's file sent over tus to an address that admits it for one thing (an
// RFI, a transmittal: docs/uploads.md), with their session on every request; it stays
// unclaimed until the call that names its id. tus-js-client is imported only when a file
// is sent. An unfinished upload's address is kept in localStorage under a fingerprint
// that names what it is for, so sending the same file again after a reload resumes it.

import { defineMessage } from './i18n/messages';
import { sessionHeaders, type SessionKind } from './session';
import { UploadError } from './upload-file';

const couldNotUpload = defineMessage({ id: 'upload.couldNotUpload', defaultMessage: '{name} could not be uploaded.', description: 'A file sent over tus failed and the server gave no reason' });

export type TargetedUpload = {
  endpoint: string;
  // The tus metadata naming what the file is for ({ rfi: id }); filename and filetype are added.
  metadata: Record<string, string>;
  session: SessionKind;
  onProgress?: (sent: number, total: number) => void;
  // Aborting stops the upload (the promise then never settles).
  signal?: AbortSignal;
};

const retryDelays = [0, 1000, 3000, 5000, 10000, 20000];

// The id of an upload is its address's last segment up to any '+' (an S3 part id), a
// resumed one's too (only the creation's answer names it in a header).
export function uploadIdOf(url: string): string {
  const last = url.slice(url.lastIndexOf('/') + 1);
  return last.split('+')[0];
}

// uploadTargeted sends file and answers the upload's id, or the server's reason it failed.
export async function uploadTargeted(file: File, u: TargetedUpload): Promise<string> {
  const tus = await import('tus-js-client');
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(file, {
      endpoint: u.endpoint,
      chunkSize: 16 * 1024 * 1024,
      retryDelays,
      removeFingerprintOnSuccess: true,
      fingerprint: (f: File) => Promise.resolve(['gusset', u.endpoint, ...Object.values(u.metadata), f.name, f.size, f.lastModified].join('/')),
      metadata: { ...u.metadata, filename: file.name, filetype: file.type || 'application/octet-stream' },
      headers: sessionHeaders(u.session),
      onProgress: u.onProgress,
      onSuccess: () => resolve(uploadIdOf(upload.url ?? '')),
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        const body = response?.getBody() ?? '';
        // The server's message follows its error code ("ERR_MAX_SIZE_EXCEEDED: This file…").
        const status = response?.getStatus() ?? 0;
        reject(body.includes(': ') ? new UploadError(body.slice(body.indexOf(': ') + 2).trim(), status) : UploadError.of(couldNotUpload, { name: file.name }, status));
      },
    });
    u.signal?.addEventListener('abort', () => void upload.abort());
    void upload.findPreviousUploads().then((previous) => {
      if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}
