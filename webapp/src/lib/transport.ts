import type { Interceptor, Transport } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-web';
import { getToken } from './session';

// The token is read per call so that signing in or out takes effect without rebuilding
// the transport.
export const bearer: Interceptor = (next) => (req) => {
  const token = getToken();
  if (token) req.header.set('Authorization', `Bearer ${token}`);
  return next(req);
};

export function createAppTransport(): Transport {
  // The Go server answers the Connect services on the origin that served the app.
  return createConnectTransport({ baseUrl: window.location.origin, interceptors: [bearer] });
}
