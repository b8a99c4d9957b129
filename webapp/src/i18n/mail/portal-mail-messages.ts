import { defineMessage } from '../../lib/i18n/messages';

// Messages only the server says: the portal's mails (internal/portal, internal/notify),
// written in the recipient's language through internal/messages. They are declared here,
// beside the catalogues, so that each sentence is written once with its French; no page
// imports this file.
export const hello = defineMessage({ id: 'mail.hello', defaultMessage: 'Hello,', description: 'A mail\u2019s greeting when the name is unknown' });
export const helloNamed = defineMessage({ id: 'mail.helloNamed', defaultMessage: 'Hello {name},', description: 'A mail\u2019s greeting' });
export const signIn = defineMessage({ id: 'portalMail.signIn', defaultMessage: 'Sign in to the project portal', description: 'The sign-in link\u2019s label in a mail' });
export const linkSubject = defineMessage({ id: 'portalMail.linkSubject', defaultMessage: 'Your sign-in link to the {company} project portal', description: 'Subject of an invitation or a sign-in link' });
export const invites = defineMessage({
  id: 'portalMail.invites',
  defaultMessage: "{company} invites you to its project portal for {organization}: every project's milestones, who holds the ball, and their history.",
  description: 'Invitation to the portal',
});
export const inviteOnce = defineMessage({
  id: 'portalMail.inviteOnce',
  defaultMessage: 'The link below signs you in once, within 7 days. After signing in you can choose a password.',
});
export const askedLink = defineMessage({
  id: 'portalMail.askedLink',
  defaultMessage: 'You asked for a link to sign in to the {company} project portal ({organization}).',
});
export const linkOnce = defineMessage({
  id: 'portalMail.linkOnce',
  defaultMessage: 'The link below signs you in once, within 15 minutes. If you did not ask for it, ignore this mail: nothing changes.',
});
export const eventLine = defineMessage({ id: 'portalMail.eventLine', defaultMessage: '{what}, project {job} {project}.', description: 'A notification\u2019s mail: the change, then the project' });
export const openProject = defineMessage({ id: 'portalMail.openProject', defaultMessage: 'Open the project' });
export const portalFooter = defineMessage({ id: 'portalMail.portalFooter', defaultMessage: '{company} project portal' });
export const eachChange = defineMessage({
  id: 'portalMail.eachChange',
  defaultMessage: "You are mailed for each change: choose a daily digest or no mail on the project's page.",
});
