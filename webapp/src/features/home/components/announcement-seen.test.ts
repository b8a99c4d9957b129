import { beforeEach, describe, expect, it } from 'vitest';
import { hasSeenAnnouncement, markAnnouncementSeen, seenKey } from './announcement-seen';

const expo = { id: 'a-1', version: 1 };

describe('announcement seen once per visitor', () => {
  beforeEach(() => localStorage.clear());

  it('is unseen at first and seen once marked', () => {
    expect(hasSeenAnnouncement(expo)).toBe(false);
    markAnnouncementSeen(expo);
    expect(hasSeenAnnouncement(expo)).toBe(true);
    expect(localStorage.getItem(seenKey)).toBe('a-1:1');
  });

  it('shows again when the announcement changes (a new version) or another one comes', () => {
    markAnnouncementSeen(expo);
    expect(hasSeenAnnouncement({ id: 'a-1', version: 2 })).toBe(false);
    expect(hasSeenAnnouncement({ id: 'a-2', version: 1 })).toBe(false);
  });

  it('remembers only the last one shown', () => {
    markAnnouncementSeen(expo);
    markAnnouncementSeen({ id: 'a-1', version: 2 });
    expect(hasSeenAnnouncement(expo)).toBe(false);
    expect(hasSeenAnnouncement({ id: 'a-1', version: 2 })).toBe(true);
  });

  it('counts as unseen, and does not throw, when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => markAnnouncementSeen(expo, broken)).not.toThrow();
    expect(hasSeenAnnouncement(expo, broken)).toBe(false);
    expect(hasSeenAnnouncement(expo, null)).toBe(false);
  });
});
