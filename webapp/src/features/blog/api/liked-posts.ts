import { useSyncExternalStore } from 'react';

// The posts this browser has liked, as a JSON list of ids in localStorage (spec §3): a
// visitor likes a post once per browser.
const storageKey = 'gusset.likedBlogs';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(storageKey) ?? '[]';
  } catch {
    // Storage can be blocked (private modes, policies): then nothing counts as liked.
    return '[]';
  }
}

function parse(raw: string): string[] {
  try {
    const ids: unknown = JSON.parse(raw);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberLiked(id: string): void {
  const ids = parse(read());
  if (ids.includes(id)) return;
  try {
    localStorage.setItem(storageKey, JSON.stringify([...ids, id]));
  } catch {
    // Not remembered; the like itself was counted.
  }
  listeners.forEach((notify) => notify());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab liking a post updates this one too.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

// useIsLiked subscribes to the raw string (stable between reads) and parses it.
export function useIsLiked(id: string): boolean {
  const raw = useSyncExternalStore(subscribe, read, () => '[]');
  return parse(raw).includes(id);
}
