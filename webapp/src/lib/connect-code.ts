import type { Code } from '@connectrpc/connect';

// The codes the app shell acts on, by their numeric value in @connectrpc/connect's Code:
// the shell must not import the Connect runtime (it loads with the first RPC, see
// transport.ts). connect-code.test.ts checks the values against Code.
export const shellCodes = {
  unknown: 2,
  deadlineExceeded: 4,
  unavailable: 14,
  unauthenticated: 16,
} as const satisfies Record<string, Code>;

// connectCode reads the status code of a ConnectError; it checks the shape rather than
// `instanceof ConnectError` for the same reason.
export function connectCode(error: unknown): Code | undefined {
  if (error instanceof Error && error.name === 'ConnectError' && 'code' in error && typeof error.code === 'number') {
    return error.code as Code;
  }
  return undefined;
}

export function isUnauthenticated(error: unknown): boolean {
  return connectCode(error) === shellCodes.unauthenticated;
}
