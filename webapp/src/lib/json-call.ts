import type { Exchange } from './embedded-data';
import type { JsonCall } from './prefetch';

// browserJsonCall answers a call from the answers the server embedded in the page when one
// matches (once each), and asks the server otherwise.
export function browserJsonCall(preloaded: readonly Exchange[]): JsonCall {
  const left = [...preloaded];
  return async (procedure, request) => {
    const at = left.findIndex((e) => e.procedure === procedure && JSON.stringify(e.request) === JSON.stringify(request));
    if (at >= 0) return left.splice(at, 1)[0].response;
    const res = await fetch(procedure, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Connect-Protocol-Version': '1' },
      body: JSON.stringify(request),
    });
    if (!res.ok) throw new Error(`${procedure} answered ${res.status}`);
    return res.json();
  };
}
