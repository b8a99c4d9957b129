// The one piece of the browser's estimate storage the page needs at once: whether a reload
// left files behind (then the uploader loads). The rest (visitor-storage.ts) comes later.
// The upload list's key (upload-list.ts); e2e/estimate.test.mjs's reload fails if they differ.
const listKey = 'gusset-estimate-files';

export function hasStoredFiles(): boolean {
  return (window.localStorage.getItem(listKey) ?? '[]') !== '[]';
}
