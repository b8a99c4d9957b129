import { Code } from '@connectrpc/connect';
import { connectCode } from './connect-code';
import { fieldViolations } from './field-violations';
import { UploadError } from './upload-file';

export function isCancelled(error: unknown): boolean {
  return (error instanceof DOMException && error.name === 'AbortError') || connectCode(error) === Code.Canceled;
}

// fieldErrors reads what the server said about the form: field violations of the RPC, or
// the upload endpoint's refusal (wrong content, too large), which belongs to the file
// field. Empty when the failure is not the user's input.
export function fieldErrors(error: unknown, fileField: string): Record<string, string> {
  if (error instanceof UploadError) {
    return error.status === 400 || error.status === 413 ? { [fileField]: error.message } : {};
  }
  return fieldViolations(error);
}
