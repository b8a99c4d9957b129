import { defineMessage } from '../../../lib/i18n/messages';

// The words of a reviewer's return of a transmittal (review-form.tsx).
export const formLabel = defineMessage({ id: 'review.formLabel', defaultMessage: 'Return transmittal {number}', description: 'The name of the form that returns the items of transmittal number (T-0001) with their statuses' });
export const returned = defineMessage({ id: 'review.returned', defaultMessage: 'Returned', description: 'The heading of the items already returned with a status' });
export const item = defineMessage({ id: 'review.item', defaultMessage: '{sheet} rev {revision}', description: 'An item of the transmittal: its sheet number (B101) and revision' });
export const itemTitled = defineMessage({ id: 'review.itemTitled', defaultMessage: '{sheet} rev {revision} — {title}', description: 'An item of the transmittal: its sheet number (B101), revision and title' });
export const returnedAs = defineMessage({ id: 'review.returnedAs', defaultMessage: '{item}: {status}', description: 'A returned item (B101 rev 1 — Beam B101) and the status it was given (Approved)' });
export const allReturned = defineMessage({ id: 'review.allReturned', defaultMessage: 'Every item has a status.' });
export const status = defineMessage({ id: 'review.status', defaultMessage: 'Status', description: "An item's review status (the stamp it is returned with)" });
export const notReturned = defineMessage({ id: 'review.notReturned', defaultMessage: 'Not returned yet', description: 'The status list before a status is chosen' });
export const comment = defineMessage({ id: 'review.comment', defaultMessage: 'Comment' });
export const markup = defineMessage({ id: 'review.markup', defaultMessage: 'Marked-up PDF (optional)', description: 'The file input for the reviewer’s PDF with their markups' });
export const uploadFailed = defineMessage({ id: 'review.uploadFailed', defaultMessage: 'The upload failed.' });
export const returnedCount = defineMessage({ id: 'review.returnedCount', defaultMessage: 'Returned {count} item(s).' });
export const returnedAll = defineMessage({ id: 'review.returnedAll', defaultMessage: 'Returned {count} item(s). Every item now has a status: the transmittal is complete.' });
export const stampsLoadFailed = defineMessage({ id: 'review.stampsLoadFailed', defaultMessage: 'The stamps could not be loaded.', description: "The organization's review statuses (its stamp set) could not be read" });
export const failed = defineMessage({ id: 'review.failed', defaultMessage: 'Something went wrong, Please try again later', description: 'When the return failed for a reason the server did not give (the words of lib/error-text.ts, kept as they are)' });
export const returning = defineMessage({ id: 'review.returning', defaultMessage: 'Returning…' });
export const returnCount = defineMessage({ id: 'review.returnCount', defaultMessage: 'Return {count} item(s)', description: 'The button that returns the items given a status' });
export const chooseStatus = defineMessage({ id: 'review.chooseStatus', defaultMessage: 'Choose a status to return an item', description: 'The button while no item has a status' });

// The five stamps' default names (internal/drawing/stamps.go): an organization's stamp
// set may rename them, and a renamed stamp is written as the organization spells it.
export const stampApproved = defineMessage({ id: 'review.stamp.approved', defaultMessage: 'Approved', description: 'A review stamp: the drawing may proceed' });
export const stampApprovedAsNoted = defineMessage({ id: 'review.stamp.approvedAsNoted', defaultMessage: 'Approved as noted', description: 'A review stamp: the drawing may proceed with the corrections marked on it' });
export const stampReviseAndResubmit = defineMessage({ id: 'review.stamp.reviseAndResubmit', defaultMessage: 'Revise and resubmit', description: 'A review stamp: the drawing is to be corrected and submitted again' });
export const stampRejected = defineMessage({ id: 'review.stamp.rejected', defaultMessage: 'Rejected', description: 'A review stamp' });
export const stampForRecord = defineMessage({ id: 'review.stamp.forRecord', defaultMessage: 'For record only', description: 'A review stamp: the drawing is kept for the record, no action' });
