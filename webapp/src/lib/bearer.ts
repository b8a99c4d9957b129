import type { Interceptor } from '@connectrpc/connect';
import { getToken } from './session';

// The token is read per call so that signing in or out takes effect without rebuilding
// the transport.
export const bearer: Interceptor = (next) => (req) => {
  const token = getToken();
  if (token) req.header.set('Authorization', `Bearer ${token}`);
  return next(req);
};
