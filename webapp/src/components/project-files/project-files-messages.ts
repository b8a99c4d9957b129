import { defineMessage } from '../../lib/i18n/messages';

// A project's files' words, on both sides (the portal's through the catalogues).
export const folder = defineMessage({ id: 'projectFiles.folder', defaultMessage: 'Folder {name}', description: "The name screen readers give a folder's section" });
export const noFiles = defineMessage({ id: 'projectFiles.noFiles', defaultMessage: 'No files yet.' });
export const downloadFailed = defineMessage({ id: 'projectFiles.downloadFailed', defaultMessage: 'The download could not start.' });
export const earlierRevisions = defineMessage({ id: 'projectFiles.earlierRevisions', defaultMessage: 'Earlier revisions ({count})', description: "Opens a file's older revisions; count is how many" });
export const revisionLine = defineMessage({
  id: 'projectFiles.revisionLine',
  defaultMessage: 'Revision {number} · {size} · {uploader} · {time}',
  description: "A file's revision: its number, size, who uploaded it and when",
});
export const revisionLineSide = defineMessage({
  id: 'projectFiles.revisionLineSide',
  defaultMessage: 'Revision {number} · {size} · {uploader} ({side}) · {time}',
  description: "A file's revision: its number, size, who uploaded it, on which side (projectFiles.uploaderFirm…) and when",
});
export const uploaderFirm = defineMessage({ id: 'projectFiles.uploaderFirm', defaultMessage: 'the firm', description: 'Who uploaded a revision: the firm’s staff' });
export const uploaderClient = defineMessage({ id: 'projectFiles.uploaderClient', defaultMessage: 'client', description: 'Who uploaded a revision: the client' });
export const uploaderEstimate = defineMessage({ id: 'projectFiles.uploaderEstimate', defaultMessage: 'estimate request', description: 'Where a revision came from: a file sent with the estimate request' });
export const bytes = defineMessage({ id: 'projectFiles.bytes', defaultMessage: '{n} bytes' });
export const kilobytes = defineMessage({ id: 'projectFiles.kilobytes', defaultMessage: '{n} KB' });
export const megabytes = defineMessage({ id: 'projectFiles.megabytes', defaultMessage: '{n} MB' });
export const gigabytes = defineMessage({ id: 'projectFiles.gigabytes', defaultMessage: '{n} GB' });
export const downloadRevision = defineMessage({ id: 'projectFiles.downloadRevision', defaultMessage: 'Download revision {number}' });
export const uploadTo = defineMessage({ id: 'projectFiles.uploadTo', defaultMessage: 'Upload to {folder}', description: "A folder's file picker" });
export const uploadHint = defineMessage({
  id: 'projectFiles.uploadHint',
  defaultMessage: 'A file of the same name becomes its next revision. An interrupted upload resumes when you choose the same file again.',
});
export const uploadFailed = defineMessage({ id: 'projectFiles.uploadFailed', defaultMessage: 'The upload failed.', description: 'An upload failed and the server gave no reason' });
export const uploaded = defineMessage({ id: 'projectFiles.uploaded', defaultMessage: '{name} is uploaded as revision {revision}.' });
export const uploadingLabel = defineMessage({ id: 'projectFiles.uploadingLabel', defaultMessage: 'Uploading {name}', description: "The upload's progress bar" });
export const uploading = defineMessage({ id: 'projectFiles.uploading', defaultMessage: 'Uploading {name}: {percent}%' });
export const resuming = defineMessage({ id: 'projectFiles.resuming', defaultMessage: 'Resuming {name}: {percent}%', description: 'An upload cut by a reload, going on where the server stands' });
