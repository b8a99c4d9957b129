import type { Interceptor } from '@connectrpc/connect';
import { getToken } from './session';

// The token is read per call so that signing in or out takes effect without rebuilding
// the transport. A call that names its credentials already keeps them: the project
// portal's calls carry the client's session (features/client-portal/api).
export const bearer: Interceptor = (next) => (req) => {
  const token = getToken();
  if (token && !req.header.has('Authorization')) req.header.set('Authorization', `Bearer ${token}`);
  return next(req);
};
