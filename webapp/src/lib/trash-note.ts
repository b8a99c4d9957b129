// The sentence every delete confirmation adds below the spec's question: deleting moves
// the item to the trash (docs/trash-and-pipeline.md).
export const trashNote = 'You can restore it from the trash for 30 days.';
