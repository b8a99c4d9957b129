import type { Transport } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-web';
import { reauthInterceptor } from './reauth';

// The Go server answers the Connect services on the origin that served the app. Public
// reads (marked NO_SIDE_EFFECTS) go as GET requests, which the browser, a CDN and the
// server's own cache can answer (with a 304 when nothing changed). A sensitive staff
// action refused for want of a fresh proof asks for it and is sent again (lib/reauth.ts).
export function connectTransport(): Transport {
  return createConnectTransport({ baseUrl: window.location.origin, useHttpGet: true, interceptors: [reauthInterceptor] });
}
