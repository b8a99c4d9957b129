// nextPath is where a sign-in goes once done: next when it is a page of area on this
// site (a plain path: no scheme, host, backslash, dot segment or query), else fallback.
// A link from a mail (/admin/estimates/<id>, /portal/projects/<id>) so lands on its page.
export function nextPath(next: string | null | undefined, area: 'admin' | 'portal', fallback: string): string {
  const page = new RegExp(`^/${area}/[\\w\\-/]*$`);
  return next && page.test(next) && !next.includes('//') ? next : fallback;
}

// signInPath is the sign-in page of area that returns to path afterwards.
export function signInPath(signIn: string, path: string): string {
  return path && path !== signIn ? `${signIn}?next=${encodeURIComponent(path)}` : signIn;
}
