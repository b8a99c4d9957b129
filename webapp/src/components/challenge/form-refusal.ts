import { Code, ConnectError } from '@connectrpc/connect';
import { fieldViolations } from '../../lib/field-violations';
import { honeypotName } from './honeypot-field';

// The request fields the form guard answers for (internal/abuse): the solved challenge
// and the honeypot. The visitor sees neither, so their messages belong to the whole form.
const guardedFields = ['challenge', honeypotName];

// formRefusal is the server's refusal of a submission as a whole, in its own words: a
// challenge that was missing, spent or expired, a filled honeypot, or too many submissions
// from this address (429, "Too many requests. Please try again in 12 minutes."). null for
// any other error, which the form reports as before.
export function formRefusal(error: unknown): string | null {
  const fields = fieldViolations(error);
  for (const field of guardedFields) {
    if (fields[field]) return fields[field];
  }
  if (error instanceof ConnectError && error.code === Code.ResourceExhausted && error.rawMessage) return error.rawMessage;
  return null;
}
