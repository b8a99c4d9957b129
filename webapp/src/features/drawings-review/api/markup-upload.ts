// A reviewer's marked-up PDF goes up through the resumable uploads at the drawings'
// address (docs/submittals.md, "Reviews"), targeted at the transmittal, with the client's
// session on every request. It stays unclaimed until the review that names it is sent.

import { uploadTargeted } from '../../../lib/targeted-upload';

export const markupUploadEndpoint = '/drawings/uploads/tus/';

// uploadMarkup sends file for the transmittal and answers the upload's id.
export function uploadMarkup(file: File, transmittalId: string, onProgress?: (sent: number, total: number) => void): Promise<string> {
  return uploadTargeted(file, { endpoint: markupUploadEndpoint, metadata: { transmittal: transmittalId }, session: 'client', onProgress });
}
