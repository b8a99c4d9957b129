import { defineMessage } from '../../lib/i18n/messages';

// The words of the drawings' shared screens (components/drawings), which the portal and the
// back office both show. The sheets' kinds and statuses, the transmittals' purposes and the
// review clocks are lib/drawing-words.ts's.

// TransmittalView.
export const project = defineMessage({ id: 'transmittalView.project', defaultMessage: 'Project' });
export const purpose = defineMessage({ id: 'transmittalView.purpose', defaultMessage: 'Purpose', description: "What a transmittal is sent for (For approval, For fabrication, …)" });
export const issued = defineMessage({ id: 'transmittalView.issued', defaultMessage: 'Issued', description: 'The day a transmittal was issued' });
export const dueBack = defineMessage({ id: 'transmittalView.dueBack', defaultMessage: 'Due back', description: "The day a transmittal's review is due back" });
export const state = defineMessage({ id: 'transmittalView.state', defaultMessage: 'State', description: "A transmittal's state (Awaiting review, Closed) and its clock" });
export const resubmits = defineMessage({ id: 'transmittalView.resubmits', defaultMessage: 'Resubmits', description: 'The earlier transmittal a resubmittal sends again (its number follows)' });
export const sentBy = defineMessage({ id: 'transmittalView.sentBy', defaultMessage: 'Sent by' });
export const recipients = defineMessage({ id: 'transmittalView.recipients', defaultMessage: 'Recipients' });
export const to = defineMessage({ id: 'transmittalView.to', defaultMessage: 'To', description: "A transmittal's recipients who must act on it (not those copied)" });
export const copies = defineMessage({ id: 'transmittalView.copies', defaultMessage: 'Copies', description: 'The people a transmittal is copied to' });
export const items = defineMessage({ id: 'transmittalView.items', defaultMessage: 'Items ({count})', description: "The heading of a transmittal's sheets, with their number" });
export const sheetRevision = defineMessage({ id: 'transmittalView.sheetRevision', defaultMessage: '{sheet} rev {revision}', description: 'A sheet number and its revision: "B101 rev 2"' });
export const downloadRevision = defineMessage({ id: 'transmittalView.downloadRevision', defaultMessage: 'Download {sheet} rev {revision}', description: 'A button: download a sheet\'s revision ("Download B101 rev 2")' });
export const downloadFile = defineMessage({ id: 'transmittalView.downloadFile', defaultMessage: 'Download {name}', description: 'A button: download the named file' });
export const downloadStamped = defineMessage({ id: 'transmittalView.downloadStamped', defaultMessage: 'Download stamped {sheet} rev {revision}', description: "A button: download the reviewer's stamped PDF of a sheet's revision" });
export const message = defineMessage({ id: 'transmittalView.message', defaultMessage: 'Message', description: "A transmittal's message from its sender" });
export const otherFiles = defineMessage({ id: 'transmittalView.otherFiles', defaultMessage: 'Other files', description: 'The project files a transmittal carries besides its sheets' });
export const otherFilesCount = defineMessage({ id: 'transmittalView.otherFilesCount', defaultMessage: 'Other files ({count})', description: 'The heading of the project files a transmittal carries besides its sheets, with their number' });
export const fileRevision = defineMessage({ id: 'transmittalView.fileRevision', defaultMessage: 'Revision {revision} · {size} · for information', description: 'A project file a transmittal carries: its revision, its size, and that it is sent for information' });
export const returned = defineMessage({ id: 'transmittalView.returned', defaultMessage: 'Returned {status}', description: 'The status a reviewer returned an item with ("Returned Approved", then who and when)' });
export const returnedBy = defineMessage({ id: 'transmittalView.returnedBy', defaultMessage: 'by {by}', description: 'Who returned an item: the reviewer and their organization' });
export const returnedAt = defineMessage({ id: 'transmittalView.returnedAt', defaultMessage: 'at {time}', description: 'When an item was returned: a date and time' });
export const quoted = defineMessage({ id: 'transmittalView.quoted', defaultMessage: '“{text}”', description: "Someone's own words, quoted (a review's comment, a revision's reason)" });
export const markedUp = defineMessage({ id: 'transmittalView.markedUp', defaultMessage: 'Marked up: {file}', description: "The reviewer's marked-up PDF's file name" });
export const notOpened = defineMessage({ id: 'transmittalView.notOpened', defaultMessage: 'Not opened yet', description: 'A recipient who has not opened the transmittal' });
export const receivedBy = defineMessage({ id: 'transmittalView.receivedBy', defaultMessage: 'Received by {who} at {time}', description: 'When a recipient first opened the transmittal' });
export const firstDownload = defineMessage({ id: 'transmittalView.firstDownload', defaultMessage: 'first download at {time}', description: 'After "Received by … at …; ": when the same recipient first downloaded from it' });
export const firstDownloadedBy = defineMessage({ id: 'transmittalView.firstDownloadedBy', defaultMessage: 'First downloaded by {who} at {time}', description: 'When a recipient first downloaded from the transmittal, without opening its page' });

// TransmittalList.
export const noTransmittals = defineMessage({ id: 'transmittalList.none', defaultMessage: 'No transmittals yet.' });
export const transmittals = defineMessage({ id: 'transmittalList.label', defaultMessage: 'Transmittals' });
export const itemOne = defineMessage({ id: 'transmittalList.itemOne', defaultMessage: '{count} item', description: "A transmittal's number of sheets when it is 1" });
export const itemMany = defineMessage({ id: 'transmittalList.itemMany', defaultMessage: '{count} items', description: "A transmittal's number of sheets other than 1" });
export const fileOne = defineMessage({ id: 'transmittalList.fileOne', defaultMessage: '{count} file', description: "A transmittal's number of other files when it is 1" });
export const fileMany = defineMessage({ id: 'transmittalList.fileMany', defaultMessage: '{count} files', description: "A transmittal's number of other files other than 1" });
export const issuedOn = defineMessage({ id: 'transmittalList.issuedOn', defaultMessage: 'Issued {date}', description: 'The day a transmittal was issued' });
export const openedBy = defineMessage({ id: 'transmittalList.openedBy', defaultMessage: 'opened by {opened} of {to}', description: "How many of a transmittal's recipients (not those copied) opened it" });

// SnapshotView.
export const openTransmittals = defineMessage({ id: 'snapshotView.openTransmittals', defaultMessage: 'Open transmittals' });
export const overdueTransmittals = defineMessage({ id: 'snapshotView.overdueTransmittals', defaultMessage: 'Overdue transmittals' });
export const sheetsOut = defineMessage({ id: 'snapshotView.sheetsOut', defaultMessage: 'Sheets out for approval' });
export const sheetsOverdue = defineMessage({ id: 'snapshotView.sheetsOverdue', defaultMessage: 'Sheets overdue' });
export const openForReview = defineMessage({ id: 'snapshotView.openForReview', defaultMessage: 'Open for review', description: 'The list of transmittals waiting for a review' });
export const outLower = defineMessage({ id: 'snapshotView.out', defaultMessage: 'out {days}', description: 'A transmittal out for review, after its due date: {days} is a count of days since it was sent' });

// SheetHistory.
export const noRevision = defineMessage({ id: 'sheetHistory.none', defaultMessage: 'No revision yet.' });
export const revisionsOf = defineMessage({ id: 'sheetHistory.label', defaultMessage: 'Revisions of {sheet}', description: "The list of a sheet's revisions: {sheet} is its number" });
export const revision = defineMessage({ id: 'sheetHistory.revision', defaultMessage: 'Revision {revision}' });
export const sentIn = defineMessage({ id: 'sheetHistory.sentIn', defaultMessage: 'sent in {numbers}', description: 'The transmittals that carried a revision (their numbers)' });

// SheetFilters and MoreSheets.
export const filterSheets = defineMessage({ id: 'sheetFilters.label', defaultMessage: 'Filter sheets', description: "The search field of a project's sheets" });
export const searchHint = defineMessage({ id: 'sheetFilters.hint', defaultMessage: 'Sheet number or title', description: 'What the search of the sheets matches' });
export const status = defineMessage({ id: 'sheetFilters.status', defaultMessage: 'Status' });
export const anyStatus = defineMessage({ id: 'sheetFilters.anyStatus', defaultMessage: 'Any status' });
export const kind = defineMessage({ id: 'sheetFilters.kind', defaultMessage: 'Kind', description: "A sheet's kind (Erection, Shop, Single part, Other)" });
export const anyKind = defineMessage({ id: 'sheetFilters.anyKind', defaultMessage: 'Any kind' });
export const shownOne = defineMessage({ id: 'sheetFilters.shownOne', defaultMessage: '{shown} of {total} sheet', description: 'How many of the matching sheets are shown, when 1 matches' });
export const shownMany = defineMessage({ id: 'sheetFilters.shownMany', defaultMessage: '{shown} of {total} sheets', description: 'How many of the matching sheets are shown, when other than 1 match' });
export const loadingMore = defineMessage({ id: 'sheetFilters.loadingMore', defaultMessage: 'Loading more…' });
export const loadMore = defineMessage({ id: 'sheetFilters.loadMore', defaultMessage: 'Load more sheets' });

// RevisionDownload.
export const downloadFailed = defineMessage({ id: 'revisionDownload.failed', defaultMessage: 'The download could not start.' });

// RfiHolds.
export const onHold = defineMessage({ id: 'rfiHolds.onHold', defaultMessage: 'On hold —', description: 'Before the numbers of the open RFIs that hold a sheet back ("On hold — RFI-001, RFI-004")' });
