// The portal's client with the client session lives in lib (the review form uses it too).
export { usePortalClient } from '../../../lib/portal-client';
