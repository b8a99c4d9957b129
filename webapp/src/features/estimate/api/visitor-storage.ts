// What the browser keeps for the estimate form, in localStorage: the visitor's owner token
// and the list of their files. Tiny on purpose: the page loads it, the uploader comes later.
const ownerKey = 'gusset-estimate-owner';
export const listKey = 'gusset-estimate-files';

// uploadOwner is the visitor's secret token that binds their uploads to their form
// (32 random bytes, base64url): kept so a reload keeps the uploads.
export function uploadOwner(): string {
  const kept = window.localStorage.getItem(ownerKey);
  if (kept && /^[A-Za-z0-9_-]{43}$/.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  window.localStorage.setItem(ownerKey, token);
  return token;
}

// hasStoredFiles reports whether a reload left files behind.
export function hasStoredFiles(): boolean {
  return (window.localStorage.getItem(listKey) ?? '[]') !== '[]';
}

export function forgetFiles() {
  window.localStorage.removeItem(listKey);
}
