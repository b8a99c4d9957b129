import { defineMessage } from '../../lib/i18n/messages';

// The shared form pieces' own words (the portal's through the catalogues).
export const currentPassword = defineMessage({ id: 'form.currentPassword', defaultMessage: 'Current password' });
export const newPassword = defineMessage({ id: 'form.newPassword', defaultMessage: 'New password (at least 8 characters)' });
