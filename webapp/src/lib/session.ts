// Sessions are HttpOnly cookies the server sets at sign-in (docs/security.md): the page's
// script never holds a token, and a session outlives the tab (and, when kept signed in,
// the browser) as its cookie says. The server has the last word on whether one is valid.
export type SessionKind = 'staff' | 'client';

// sessionHeaders name the session a request is for where one address serves staff and
// clients alike (uploads, files): the browser sends both cookies, and this header, which
// carries no secret, picks the client's.
export function sessionHeaders(kind: SessionKind): Record<string, string> {
  return kind === 'client' ? { 'Gusset-Session': 'client' } : {};
}
