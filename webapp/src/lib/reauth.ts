import { BinaryReader } from '@bufbuild/protobuf/wire';
import type { Transport } from '@connectrpc/connect';

// The google.rpc.ErrorInfo reason of the server's answer to a sensitive staff action when
// the session's last proof of its user is older than ten minutes (docs/security.md).
export const reauthReason = 'REAUTH_REQUIRED';

// errorReason reads the reason of a google.rpc.ErrorInfo detail, decoded by hand as
// field-violations.ts decodes BadRequest (reason is its field 1).
export function errorReason(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('details' in error) || !Array.isArray(error.details)) return undefined;
  for (const detail of error.details as unknown[]) {
    if (typeof detail !== 'object' || detail === null || !('type' in detail) || detail.type !== 'google.rpc.ErrorInfo' || !('value' in detail)) continue;
    const reader = new BinaryReader(detail.value as Uint8Array);
    while (reader.pos < reader.len) {
      const [field, wireType] = reader.tag();
      if (field === 1) return reader.string();
      reader.skip(wireType);
    }
  }
  return undefined;
}

// withReauth is transport answering "re-authentication required" in one place: a unary
// call refused so (whatever screen made it) waits for prompt, which asks the user to
// prove who they are and answers whether they did, and is then sent again, once. When
// the user cancels, the call fails with the server's error. The back office wraps its
// screens' transport with it (features/admin's ReauthBoundary); public pages never load it.
export function withReauth(transport: Transport, prompt: () => Promise<boolean>): Transport {
  return {
    unary: async (...args) => {
      try {
        return await transport.unary(...args);
      } catch (error) {
        if (errorReason(error) !== reauthReason || !(await prompt())) throw error;
        return transport.unary(...args);
      }
    },
    stream: (...args) => transport.stream(...args),
  };
}
