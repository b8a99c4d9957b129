// What an RFI's attachments ask of their side (components/rfi-attachments), made from the
// side's two calls: the file goes up over tus for the RFI (docs/rfis.md, "Attachments"),
// then the side's Attach call claims it.

import type { SessionKind } from './session';
import { uploadTargeted } from './targeted-upload';

export const rfiUploadEndpoint = '/rfis/uploads/tus/';

export type RfiAttachmentsApi = {
  // Uploads the file for the RFI and attaches it; rejects with the server's reason.
  attach: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<void>;
  // A short-lived signed link to one attachment.
  url: (attachmentId: string) => Promise<string>;
};

export function rfiAttachmentsApi(rfiId: string, session: SessionKind, claim: (uploadId: string) => Promise<unknown>, url: (id: string) => Promise<string>): RfiAttachmentsApi {
  return {
    attach: async (file, onProgress, signal) => {
      const uploadId = await uploadTargeted(file, {
        endpoint: rfiUploadEndpoint, metadata: { rfi: rfiId }, session, signal, onProgress: (sent, total) => onProgress(total ? sent / total : 0),
      });
      await claim(uploadId);
    },
    url,
  };
}
