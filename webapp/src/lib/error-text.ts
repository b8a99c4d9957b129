import { ConnectError } from '@connectrpc/connect';
import { fieldViolations } from './field-violations';
import { english, type Language } from './i18n/locale';
import { defineMessage } from './i18n/messages';
import { UploadError } from './upload-file';

const somethingWentWrong = defineMessage({
  id: 'errors.somethingWentWrong',
  defaultMessage: 'Something went wrong, Please try again later',
  description: 'A failed call the server gave no reason for (no answer, a bug in the page)',
});

// errorText is what the server said about a failed call, in words a person can act on:
// the field messages of a validation error, the upload endpoint's refusal, else the
// server's own message (rawMessage: ConnectError.message starts with "[code] ", which
// means nothing to a person). Any other failure (no answer, a bug in the page) says
// nothing useful, so the caller's fallback is shown instead, or the generic one in the
// language t writes (useT(); English when not given).
export function errorText(error: unknown, fallback?: string, t: Language['format'] = english.format): string {
  const fields = Object.values(fieldViolations(error)).filter(Boolean);
  if (fields.length > 0) return fields.join(' ');
  if (error instanceof UploadError) return error.textIn(t);
  if (error instanceof ConnectError && error.rawMessage) return error.rawMessage;
  return fallback ?? t(somethingWentWrong);
}
