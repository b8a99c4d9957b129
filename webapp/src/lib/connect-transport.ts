import type { Transport } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-web';
import { bearer } from './bearer';

// The Go server answers the Connect services on the origin that served the app.
export function connectTransport(): Transport {
  return createConnectTransport({ baseUrl: window.location.origin, interceptors: [bearer] });
}
