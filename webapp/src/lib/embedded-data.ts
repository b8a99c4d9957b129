import type { JsonValue } from '@bufbuild/protobuf';

// An answer the server already gave: a page whose HTML it rendered with its data embeds
// the calls its render made (src/entry-server.tsx, internal/seo/body.go), so the app
// needs no round trip to show the same data.
export type Exchange = {
  // "/package.Service/Method", as Connect names a procedure in its URL.
  procedure: string;
  request: JsonValue;
  response: JsonValue;
};

// The element the server writes the exchanges into: JSON data, never run as a script.
const elementId = 'gusset-data';

// readExchanges takes the page's embedded answers; none when the page has none or they
// cannot be read (then the app simply asks the server).
export function readExchanges(doc: Document): Exchange[] {
  const text = doc.getElementById(elementId)?.textContent;
  if (!text) return [];
  try {
    const data: unknown = JSON.parse(text);
    const exchanges = (data as { exchanges?: unknown }).exchanges;
    return Array.isArray(exchanges) ? (exchanges as Exchange[]) : [];
  } catch {
    return [];
  }
}

// hasEmbeddedCalls tells whether the server embedded answers of Connect calls in the page
// (a data page's), besides those made without the Connect runtime (except).
export function hasEmbeddedCalls(doc: Document, except: readonly string[]): boolean {
  return readExchanges(doc).some((e) => !except.includes(e.procedure));
}
