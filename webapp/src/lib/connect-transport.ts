import type { Transport } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-web';

// The Go server answers the Connect services on the origin that served the app. Public
// reads (marked NO_SIDE_EFFECTS) go as GET requests, which the browser, a CDN and the
// server's own cache can answer (with a 304 when nothing changed).
export function connectTransport(): Transport {
  return createConnectTransport({ baseUrl: window.location.origin, useHttpGet: true });
}
