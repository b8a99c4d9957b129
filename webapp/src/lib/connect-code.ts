import { Code, ConnectError } from '@connectrpc/connect';

// TanStack Query types errors as Error; only a ConnectError carries a status code.
export function connectCode(error: unknown): Code | undefined {
  return error instanceof ConnectError ? error.code : undefined;
}

export function isUnauthenticated(error: unknown): boolean {
  return connectCode(error) === Code.Unauthenticated;
}
