import { defineMessage } from '../../lib/i18n/messages';

// The notifications' words, on both sides (the portal's through the catalogues).
export const bell = defineMessage({ id: 'notifications.bell', defaultMessage: 'Notifications', description: "The header button that opens the list of what the other side did" });
export const bellUnread = defineMessage({ id: 'notifications.bellUnread', defaultMessage: 'Notifications, {count} unread', description: "The header button's name when some are unread" });
export const heading = defineMessage({ id: 'notifications.heading', defaultMessage: 'Notifications' });
export const markAllRead = defineMessage({ id: 'notifications.markAllRead', defaultMessage: 'Mark all read' });
export const none = defineMessage({ id: 'notifications.none', defaultMessage: 'Nothing new yet.' });
export const loading = defineMessage({ id: 'notifications.loading', defaultMessage: 'Loading…' });
export const failed = defineMessage({ id: 'notifications.failed', defaultMessage: 'The notifications could not be loaded.' });
export const close = defineMessage({ id: 'notifications.close', defaultMessage: 'Close' });
export const uploaded = defineMessage({ id: 'notifications.uploaded', defaultMessage: '{actor} uploaded {title}' });
export const handedBack = defineMessage({ id: 'notifications.handedBack', defaultMessage: '{actor} handed back the milestone {title}' });
export const changed = defineMessage({ id: 'notifications.changed', defaultMessage: '{actor} changed the milestone {title}' });
export const wrote = defineMessage({ id: 'notifications.wrote', defaultMessage: '{actor} wrote in “{title}”' });
export const rfiChanged = defineMessage({ id: 'notifications.rfiChanged', defaultMessage: '{actor} updated {title}', description: 'An RFI changed; title is its number and subject: "RFI-003 Beam B12 at grid C/4"' });
export const unread = defineMessage({ id: 'notifications.unread', defaultMessage: 'Unread', description: "A notification's state, for screen readers" });
export const mailLabel = defineMessage({ id: 'notifications.mailLabel', defaultMessage: 'Mail me about this project' });
export const mailEach = defineMessage({ id: 'notifications.mailEach', defaultMessage: 'A mail for each change or message' });
export const mailDigest = defineMessage({ id: 'notifications.mailDigest', defaultMessage: 'A daily digest' });
export const mailNone = defineMessage({ id: 'notifications.mailNone', defaultMessage: 'No mail' });
export const mailSaved = defineMessage({ id: 'notifications.mailSaved', defaultMessage: 'Saved for this project.' });
export const mailInherited = defineMessage({ id: 'notifications.mailInherited', defaultMessage: 'Your choice for every project, until you choose one here.' });
