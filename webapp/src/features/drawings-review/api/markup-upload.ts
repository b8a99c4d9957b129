// A reviewer's marked-up PDF goes up through the resumable uploads at the drawings'
// address (docs/submittals.md, "Reviews"), targeted at the transmittal, with the client's
// session on every request. It stays unclaimed until the review that names it is sent.
// tus-js-client is imported only when a file is sent.

import { sessionHeaders } from '../../../lib/session';

export const markupUploadEndpoint = '/drawings/uploads/tus/';

const retryDelays = [0, 1000, 3000, 5000, 10000];

// uploadMarkup sends file for the transmittal and answers the upload's id.
export async function uploadMarkup(file: File, transmittalId: string, onProgress?: (sent: number, total: number) => void): Promise<string> {
  const tus = await import('tus-js-client');
  return new Promise((resolve, reject) => {
    let id = '';
    const upload = new tus.Upload(file, {
      endpoint: markupUploadEndpoint,
      retryDelays,
      removeFingerprintOnSuccess: true,
      fingerprint: (f: File) => Promise.resolve(['gusset-markup', transmittalId, f.name, f.size, f.lastModified].join('/')),
      metadata: { transmittal: transmittalId, filename: file.name, filetype: file.type || 'application/pdf' },
      headers: sessionHeaders('client'),
      onProgress,
      onAfterResponse: (_req, res) => {
        const got = res.getHeader('Gusset-Upload-Id');
        if (got) id = got;
      },
      onSuccess: () => resolve(id),
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        const body = response?.getBody() ?? '';
        reject(new Error(body.includes(': ') ? body.slice(body.indexOf(': ') + 2).trim() : `${file.name} could not be uploaded.`));
      },
    });
    upload.start();
  });
}
