import { describe, expect, it } from 'vitest';
import { TrashKind } from '../gen/gusset/admin/v1/trash_pb';
import { deleteForGoodNote, deleteForGoodQuestion, moveToTrashQuestion } from './trash-wording';

describe('trash wording', () => {
  const kinds: [TrashKind, string][] = [
    [TrashKind.JOB, 'job'],
    [TrashKind.APPLICATION, 'applicant'],
    [TrashKind.POST, 'blog post'],
    [TrashKind.GALLERY_PROJECT, 'gallery project'],
    [TrashKind.PORTFOLIO_ITEM, 'portfolio project'],
    [TrashKind.CONTACT_MESSAGE, 'contact message'],
  ];

  it.each(kinds)('a move to the trash (kind %i) says it can be restored, never that it cannot be undone', (kind, noun) => {
    const { text, note } = moveToTrashQuestion(kind);
    expect(text).toBe(`Move this ${noun} to the trash?`);
    expect(note).toBe('You can restore it for 30 days.');
    expect(`${text} ${note}`).not.toMatch(/cannot be undone/);
  });

  it.each(kinds)('deleting for good (kind %i) says it cannot be undone', (kind) => {
    expect(deleteForGoodQuestion(kind)).toMatch(/^Are you sure you want to delete this .+\? This action cannot be undone\.$/);
  });

  it('says what goes with an item deleted for good: files, or a message’s notes and replies', () => {
    expect(deleteForGoodNote(TrashKind.GALLERY_PROJECT, 'Warehouse Truss')).toBe('“Warehouse Truss” is removed with its files.');
    expect(deleteForGoodNote(TrashKind.CONTACT_MESSAGE, 'Dana <d@x.example>')).toBe('“Dana <d@x.example>” is removed with its notes and replies.');
  });
});
