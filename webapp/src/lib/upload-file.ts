import { english, type Language } from './i18n/locale';
import { defineMessage, type MessageText, type Values } from './i18n/messages';
import { sessionHeaders, type SessionKind } from './session';

// The upload's own words when the server gave none (its refusals are in its own words).
const uploadFailedStatus = defineMessage({ id: 'upload.failedStatus', defaultMessage: 'Upload failed ({status})', description: 'The upload endpoint refused a file without a reason; status is the HTTP status' });
const connectionLost = defineMessage({ id: 'upload.connectionLost', defaultMessage: 'Upload failed: the connection was lost' });

// What the server's upload endpoint (POST /uploads/{kind}) accepts.
// poster: a still image standing for a video (a frame) or a PDF (its first page).
// page_image: a picture placed in a page's content by the page editor.
// portal_attachment: a file of a portal message, uploaded by staff or a signed-in client.
export type UploadKind = 'resume' | 'job_description' | 'portfolio' | 'gallery' | 'blog_image' | 'poster' | 'announcement_image' | 'page_image' | 'portal_attachment';

export type Uploaded = {
  id: string;
  fileName: string;
  size: number;
  contentType: string;
  width?: number;
  height?: number;
};

// The server stores an upload under "<kind>/<upload id><extension of its real type>" and
// serves it at /files/<key> once a record claims it (internal/files/kind.go objectKey).
// An editor needs the path before the record is saved, to write it into the content.
const extensions: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
};

export function uploadedPath(kind: UploadKind, uploadId: string, contentType: string): string {
  return `/files/${kind}/${uploadId}${extensions[contentType] ?? ''}`;
}

// An upload's failure. message is the server's refusal or, when the page wrote it, the
// English of words, which textIn writes in another language.
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly words?: { readonly text: MessageText; readonly values?: Values },
  ) {
    super(message);
    this.name = 'UploadError';
  }

  // of makes the failure the page words itself: its message is the English.
  static of(text: MessageText, values: Values | undefined, status: number): UploadError {
    return new UploadError(english.format(text, values), status, { text, values });
  }

  // textIn is the failure in the language t writes (the server's words stay as they are).
  textIn(t: Language['format'] = english.format): string {
    return this.words ? t(this.words.text, this.words.values) : this.message;
  }
}

type Options = {
  // Fraction sent so far, 0..1, from the browser's upload progress events.
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  // The form's solved proof-of-work challenge: a visitor's upload (a résumé) needs it.
  challenge?: string;
  // The session the upload is for when not staff's: a portal client's.
  session?: SessionKind;
};

// uploadFile streams one file to the server and resolves with its upload id, which the
// create/update RPCs then claim. XMLHttpRequest, not fetch: only XHR reports upload
// progress.
export function uploadFile(kind: UploadKind, file: File, { onProgress, signal, challenge, session = 'staff' }: Options = {}): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/uploads/${kind}?name=${encodeURIComponent(file.name)}`);
    for (const [name, value] of Object.entries(sessionHeaders(session))) xhr.setRequestHeader(name, value);
    if (challenge) xhr.setRequestHeader('X-Altcha', challenge);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: reported below by status
      }
      if (xhr.status === 201 && body && typeof body === 'object' && 'id' in body) {
        onProgress?.(1);
        resolve(body as Uploaded);
        return;
      }
      const refusal = errorMessage(body);
      reject(refusal !== undefined ? new UploadError(refusal, xhr.status) : UploadError.of(uploadFailedStatus, { status: xhr.status }, xhr.status));
    };
    xhr.onerror = () => reject(UploadError.of(connectionLost, undefined, 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    if (signal?.aborted) {
      xhr.abort();
      return;
    }
    xhr.send(file);
  });
}

// errorMessage reads the server's {"error": {"message", "fields"}} answer.
function errorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('error' in body)) return undefined;
  const error = (body as { error: { message?: string; fields?: { message: string }[] } }).error;
  return error.fields?.[0]?.message ?? error.message;
}
