import { TrashKind } from '../gen/gusset/admin/v1/trash_pb';

// What the delete confirmations say, by trash kind. Deleting a job, an applicant, a post, a
// gallery project, a portfolio item or a contact message moves it to the trash, where it can be restored for
// 30 days (docs/trash-and-pipeline.md): so that step asks to move it to the trash, and
// only deleting for good from the trash uses the spec's questions (section 5) with their
// "This action cannot be undone.", the one place where it is true.
type Wording = {
  // The noun staff read: "gallery project".
  noun: string;
  // The spec's delete question for the kind, verbatim.
  specQuestion: string;
};

const wordings: Record<Exclude<TrashKind, TrashKind.UNSPECIFIED>, Wording> = {
  [TrashKind.JOB]: { noun: 'job', specQuestion: 'Are you sure you want to delete this job?' },
  [TrashKind.APPLICATION]: { noun: 'applicant', specQuestion: 'Are you sure you want to delete this applicant?' },
  [TrashKind.POST]: { noun: 'blog post', specQuestion: 'Are you sure you want to delete this blog?' },
  [TrashKind.GALLERY_PROJECT]: { noun: 'gallery project', specQuestion: 'Are you sure you want to delete this gallery project?' },
  [TrashKind.PORTFOLIO_ITEM]: { noun: 'portfolio project', specQuestion: 'Are you sure you want to delete this portfolio project?' },
  // The spec has no delete for contact messages: the question follows the others' form.
  [TrashKind.CONTACT_MESSAGE]: { noun: 'contact message', specQuestion: 'Are you sure you want to delete this contact message?' },
  [TrashKind.ESTIMATE]: { noun: 'estimate request', specQuestion: 'Are you sure you want to delete this estimate request?' },
  [TrashKind.CASE_STUDY]: { noun: 'case study', specQuestion: 'Are you sure you want to delete this case study?' },
};

const unknown: Wording = { noun: 'item', specQuestion: 'Are you sure you want to delete this item?' };

function wordingOf(kind: TrashKind): Wording {
  return kind === TrashKind.UNSPECIFIED ? unknown : wordings[kind];
}

// The label of the button that moves an item to the trash, in the confirmation.
export const moveToTrashAction = 'Move to trash';

// The question before moving an item of kind to the trash, and the line under it.
export function moveToTrashQuestion(kind: TrashKind): { text: string; note: string } {
  return { text: `Move this ${wordingOf(kind).noun} to the trash?`, note: 'You can restore it for 30 days.' };
}

// The line under the delete-for-good question: what goes with the item. A contact
// message has no files; its notes and replies go with it (the mail already sent stays in
// the outbox).
export function deleteForGoodNote(kind: TrashKind, title: string): string {
  return kind === TrashKind.CONTACT_MESSAGE ? `“${title}” is removed with its notes and replies.` : `“${title}” is removed with its files.`;
}

// The label of the button that deletes an item for good, in the confirmation.
export const deleteForGoodAction = 'Delete for good';

// The question before deleting an item for good from the trash: the spec's own.
export function deleteForGoodQuestion(kind: TrashKind): string {
  return `${wordingOf(kind).specQuestion} This action cannot be undone.`;
}

// confirmMoveToTrash asks, with confirm (useConfirm()), before an item of kind goes to
// the trash; true when staff agree.
export function confirmMoveToTrash(confirm: (text: string, note?: string, action?: string) => Promise<boolean>, kind: TrashKind): Promise<boolean> {
  const { text, note } = moveToTrashQuestion(kind);
  return confirm(text, note, moveToTrashAction);
}
