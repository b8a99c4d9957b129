import { Code, ConnectError } from '@connectrpc/connect';

// Wording agreed with the product spec; the server's own message is shown only for the
// lockout, because it says how long to wait.
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ConnectError) {
    switch (error.code) {
      case Code.Unauthenticated:
      case Code.InvalidArgument:
        return 'invalid credential';
      case Code.ResourceExhausted:
        return error.rawMessage;
    }
  }
  return 'Something went wrong, Please try again later';
}
