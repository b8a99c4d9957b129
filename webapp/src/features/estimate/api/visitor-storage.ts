import { listKey } from './upload-list';

// What the browser keeps for the estimate form, in localStorage: the visitor's owner token
// and the list of their files. Loaded with the uploader or when the form is sent, not with
// the page (stored-files.ts is what the page needs at once).
const ownerKey = 'gusset-estimate-owner';

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

export function forgetFiles() {
  window.localStorage.removeItem(listKey);
}
