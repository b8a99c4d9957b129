import { defineMessage } from '../../lib/i18n/messages';

// The words of an RFI's attachments, on both sides (the portal's in its reader's language).
export const heading = defineMessage({ id: 'rfiAttachments.heading', defaultMessage: 'Attachments', description: "An RFI's files: the heading of their section" });
export const none = defineMessage({ id: 'rfiAttachments.none', defaultMessage: 'No files attached.' });
export const listLabel = defineMessage({ id: 'rfiAttachments.listLabel', defaultMessage: 'Files attached to the RFI' });
export const addedBy = defineMessage({ id: 'rfiAttachments.addedBy', defaultMessage: '{size} · {name}, {time}', description: 'Under a file: its size, who attached it, when' });
export const download = defineMessage({ id: 'rfiAttachments.download', defaultMessage: 'Download {name}' });
export const downloadFailed = defineMessage({ id: 'rfiAttachments.downloadFailed', defaultMessage: 'The download could not start.' });
export const choose = defineMessage({ id: 'rfiAttachments.choose', defaultMessage: 'Attach a file (PDF, image or Word, at most 200 MB)' });
export const uploading = defineMessage({ id: 'rfiAttachments.uploading', defaultMessage: 'Uploading {name}' });
export const cancel = defineMessage({ id: 'rfiAttachments.cancel', defaultMessage: 'Cancel upload' });
export const attached = defineMessage({ id: 'rfiAttachments.attached', defaultMessage: '{name} is attached.' });
export const failed = defineMessage({ id: 'rfiAttachments.failed', defaultMessage: '{name} could not be attached.' });
export const bytes = defineMessage({ id: 'rfiAttachments.bytes', defaultMessage: '{n} bytes' });
export const kilobytes = defineMessage({ id: 'rfiAttachments.kilobytes', defaultMessage: '{n} KB' });
export const megabytes = defineMessage({ id: 'rfiAttachments.megabytes', defaultMessage: '{n} MB' });
