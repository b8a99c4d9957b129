// sessionStorage rather than localStorage: a staff session should end with the tab, and
// the server can revoke the token at any time anyway.
const tokenKey = 'gusset.token';
const userKey = 'gusset.user';

export type SessionUser = { id: string; username: string };

export function getToken(): string | null {
  return sessionStorage.getItem(tokenKey);
}

export function getSessionUser(): SessionUser | null {
  const raw = sessionStorage.getItem(userKey);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function setSession(token: string, user: SessionUser | undefined): void {
  sessionStorage.setItem(tokenKey, token);
  if (user) {
    // Only plain fields: protobuf messages hold bigint timestamps that JSON cannot encode.
    sessionStorage.setItem(userKey, JSON.stringify({ id: user.id, username: user.username }));
  } else {
    sessionStorage.removeItem(userKey);
  }
}

export function clearSession(): void {
  sessionStorage.removeItem(tokenKey);
  sessionStorage.removeItem(userKey);
}
