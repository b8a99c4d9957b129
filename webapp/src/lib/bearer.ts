import type { Interceptor } from '@connectrpc/connect';
import { getPortalToken } from './portal-session';
import { getToken } from './session';

// The portal's services get the client's token, every other service the staff token:
// each session kind goes only where it can be used.
const portalPackage = 'gusset.portal.v1.';

// The token is read per call so that signing in or out takes effect without rebuilding
// the transport.
export const bearer: Interceptor = (next) => (req) => {
  const token = req.service.typeName.startsWith(portalPackage) ? getPortalToken() : getToken();
  if (token) req.header.set('Authorization', `Bearer ${token}`);
  return next(req);
};
