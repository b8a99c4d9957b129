// The project portal's client session, kept apart from the staff one (lib/session.ts):
// a client token is sent only to gusset.portal.v1 (lib/bearer.ts), a staff token never is.
const tokenKey = 'gusset.portal.token';

export function getPortalToken(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(tokenKey);
}

export function setPortalToken(token: string): void {
  sessionStorage.setItem(tokenKey, token);
}

export function clearPortalToken(): void {
  sessionStorage.removeItem(tokenKey);
}
