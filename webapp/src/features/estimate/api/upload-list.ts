// The same key as stored-files.ts, which the page reads at once: written twice on purpose,
// so the page's first load carries none of this module (a shared module is a chunk of its own).
export const listKey = 'gusset-estimate-files';

// What the form remembers of its files across a reload: finished uploads stay attached;
// unfinished ones wait for the visitor to add the same file again to resume.
export type StoredFile = { key: string; name: string; size: number; id?: string };

export function loadFiles(): StoredFile[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(listKey) ?? '[]');
    return Array.isArray(parsed) ? (parsed as StoredFile[]) : [];
  } catch {
    return [];
  }
}

export function saveFiles(files: StoredFile[]) {
  window.localStorage.setItem(listKey, JSON.stringify(files));
}
