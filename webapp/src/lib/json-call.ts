import type { JsonValue } from '@bufbuild/protobuf';
import type { Exchange } from './embedded-data';
import type { JsonCall } from './prefetch';

// postJson calls a procedure with Connect's JSON over POST, without the Connect runtime.
export async function postJson(procedure: string, request: JsonValue): Promise<JsonValue> {
  const res = await fetch(procedure, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Connect-Protocol-Version': '1' },
    body: JSON.stringify(request),
  });
  if (!res.ok) throw Object.assign(new Error(`${procedure} answered ${res.status}`), { status: res.status });
  return res.json();
}

// browserJsonCall answers a call from the answers the server embedded in the page when one
// matches (once each), and asks the server otherwise.
export function browserJsonCall(preloaded: readonly Exchange[]): JsonCall {
  const left = [...preloaded];
  return async (procedure, request) => {
    const at = left.findIndex((e) => e.procedure === procedure && JSON.stringify(e.request) === JSON.stringify(request));
    if (at >= 0) return left.splice(at, 1)[0].response;
    return postJson(procedure, request);
  };
}
