import { ConnectError } from '@connectrpc/connect';
import { fieldViolations } from '../../../lib/field-violations';

// errorText is what the server said, in words a person can act on: the field messages
// of a validation error, else the server's message.
export function errorText(error: unknown): string {
  const fields = Object.values(fieldViolations(error));
  if (fields.length > 0) return fields.join(' ');
  if (error instanceof ConnectError) return error.rawMessage;
  return 'Something went wrong, Please try again later';
}
