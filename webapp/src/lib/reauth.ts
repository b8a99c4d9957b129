import { BinaryReader } from '@bufbuild/protobuf/wire';
import type { Interceptor } from '@connectrpc/connect';

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

// A prompt asks the user to prove who they are and answers whether they did.
type Prompt = () => Promise<boolean>;
let prompt: Prompt | undefined;
let asking: Promise<boolean> | undefined;

// setReauthPrompt makes prompt the one the back office shows (features/admin's
// ReauthPrompt); it answers the function that removes it again.
export function setReauthPrompt(p: Prompt): () => void {
  prompt = p;
  return () => {
    if (prompt !== p) return;
    prompt = undefined;
    asking = undefined;
  };
}

// reauthInterceptor is the one place the app answers "re-authentication required": any
// unary call refused so (whatever screen made it) opens the prompt, and, once the user has
// proved who they are, is sent again, once. Calls refused together share one prompt; without
// a prompt (a public page), or when the user cancels, the call fails with the server's error.
export const reauthInterceptor: Interceptor = (next) => async (req) => {
  try {
    return await next(req);
  } catch (error) {
    if (req.stream || !prompt || errorReason(error) !== reauthReason) throw error;
    asking ??= prompt().finally(() => {
      asking = undefined;
    });
    if (!(await asking)) throw error;
    return next(req);
  }
};
