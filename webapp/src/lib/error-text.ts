import { ConnectError } from '@connectrpc/connect';
import { fieldViolations } from './field-violations';
import { UploadError } from './upload-file';

const somethingWentWrong = 'Something went wrong, Please try again later';

// errorText is what the server said about a failed call, in words a person can act on:
// the field messages of a validation error, the upload endpoint's refusal, else the
// server's own message (rawMessage: ConnectError.message starts with "[code] ", which
// means nothing to a person). Any other failure (no answer, a bug in the page) says
// nothing useful, so the caller's fallback is shown instead.
export function errorText(error: unknown, fallback = somethingWentWrong): string {
  const fields = Object.values(fieldViolations(error)).filter(Boolean);
  if (fields.length > 0) return fields.join(' ');
  if (error instanceof UploadError) return error.message;
  if (error instanceof ConnectError && error.rawMessage) return error.rawMessage;
  return fallback;
}
