import { Code, ConnectError } from '@connectrpc/connect';
import type { Sheet } from '../../../gen/gusset/portal/v1/drawings_pb';

// The composer's plain logic, apart from its markup.

// addDays is a YYYY-MM-DD date plus n calendar days ("" for a date that does not read).
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return '';
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

// todayUTC is the server's default issue date.
export function todayUTC(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

// errorOf is the message of field or of one of its entries ("transmittal.recipient_ids[1]").
export function errorOf(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}[`))?.[1];
}

// reviewerRecipients counts the outside reviewers named as recipients (not copies).
// fileIds are the other files chosen; asksReview whether the purpose asks for a review.
export type Draft = { revisionIds: string[]; fileIds?: string[]; asksReview?: boolean; recipientIds: string[]; reviewerRecipients?: number; issueDate: string; dueDate: string };

// check is what the composer refuses before asking the server, in the server's words and
// under its field names.
export function check(d: Draft): Record<string, string> {
  const out: Record<string, string> = {};
  const files = d.fileIds?.length ?? 0;
  if (d.revisionIds.length === 0 && files === 0) out['transmittal.revision_ids'] = 'Choose at least one sheet revision';
  else if (d.revisionIds.length === 0 && d.asksReview)
    out['transmittal.revision_ids'] = 'A transmittal for approval or a resubmittal carries at least one sheet revision: files alone go for information or field use';
  if (d.recipientIds.length === 0 && !d.reviewerRecipients) out['transmittal.recipient_ids'] = 'Send it to at least one person';
  if (d.issueDate && d.dueDate && d.dueDate < d.issueDate) out['transmittal.due_date'] = 'The due date cannot be before the issue date';
  return out;
}

// issuable is whether a sheet's current revision may go out: it has one and no hold.
export function issuable(s: Sheet): boolean {
  return s.revisions.length > 0 && !s.hold;
}

// heldByRfis is whether the server refused a transmittal for fabrication because open
// RFIs hold some of its sheets (it is sent once staff confirm it).
export function heldByRfis(error: unknown): error is ConnectError {
  return error instanceof ConnectError && error.code === Code.FailedPrecondition && /on hold for open RFI/.test(error.rawMessage);
}
