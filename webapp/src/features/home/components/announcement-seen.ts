// Which announcement a visitor has already been shown, kept in local storage: one entry,
// the id and version of the last one shown, so that a changed announcement (a new
// version) or a new one shows again and an old one never comes back.
export const seenKey = 'gusset.announcement.seen';

type Versioned = { id: string; version: number };

function tag({ id, version }: Versioned): string {
  return `${id}:${version}`;
}

// storage() is null where local storage is unavailable (private modes, blocked cookies):
// then the announcement shows on each visit rather than never.
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function hasSeenAnnouncement(a: Versioned, store: Storage | null = storage()): boolean {
  try {
    return store?.getItem(seenKey) === tag(a);
  } catch {
    return false;
  }
}

export function markAnnouncementSeen(a: Versioned, store: Storage | null = storage()): void {
  try {
    store?.setItem(seenKey, tag(a));
  } catch {
    // Full or blocked storage: the visitor may see it again, which is harmless.
  }
}
