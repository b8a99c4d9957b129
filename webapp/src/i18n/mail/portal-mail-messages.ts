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

// An RFI's mails (internal/rfi/mail.go).
export const rfiChanged = defineMessage({ id: 'rfiMail.changed', defaultMessage: "{number} on {job} {project} was {what}. It is {status}; required by {date}.", description: "An RFI's change in its mail: what happened is one of the rfiMail.what words" });
export const whatRaised = defineMessage({ id: 'rfiMail.what.raised', defaultMessage: "raised" });
export const whatEdited = defineMessage({ id: 'rfiMail.what.edited', defaultMessage: "edited" });
export const whatOpened = defineMessage({ id: 'rfiMail.what.opened', defaultMessage: "opened" });
export const whatAnswered = defineMessage({ id: 'rfiMail.what.answered', defaultMessage: "answered" });
export const whatClosed = defineMessage({ id: 'rfiMail.what.closed', defaultMessage: "closed" });
export const whatReopened = defineMessage({ id: 'rfiMail.what.reopened', defaultMessage: "reopened" });
export const whatVoided = defineMessage({ id: 'rfiMail.what.voided', defaultMessage: "voided" });
export const whatPosted = defineMessage({ id: 'rfiMail.what.posted', defaultMessage: "posted" });
export const whatAttached = defineMessage({ id: 'rfiMail.what.attached', defaultMessage: "attached" });
export const rfiWrote = defineMessage({ id: 'rfiMail.wrote', defaultMessage: "{author} wrote on {number} ({job} {project})." });
export const rfiAttachedFile = defineMessage({ id: 'rfiMail.attachedFile', defaultMessage: "{author} attached {file} to {number} ({job} {project})." });
export const rfiOpen = defineMessage({ id: 'rfiMail.open', defaultMessage: "Open {number}", description: "The link to an RFI in its mail" });
export const rfiEachChange = defineMessage({ id: 'rfiMail.eachChange', defaultMessage: "You are mailed for each change: choose a daily digest or no mail under Messages on the project's page." });
export const rfiSubject = defineMessage({ id: 'rfiMail.subject', defaultMessage: "{number} {what}: {subject}" });
export const rfiOneDay = defineMessage({ id: 'rfiMail.oneDay', defaultMessage: "1 day" });
export const rfiDays = defineMessage({ id: 'rfiMail.days', defaultMessage: "{count} days" });
export const rfiOverdue = defineMessage({ id: 'rfiMail.overdue', defaultMessage: "{number} on {job} {project}, “{subject}”, was required by {date} and is {days} overdue: it has been open {open} days." });
export const rfiOnHold = defineMessage({ id: 'rfiMail.onHold', defaultMessage: "Detailing of the sheets it references is on hold until it is answered." });
export const rfiAnswer = defineMessage({ id: 'rfiMail.answer', defaultMessage: "Answer {number}" });
export const rfiOncePerDay = defineMessage({ id: 'rfiMail.oncePerDay', defaultMessage: "You get this reminder once a day while the RFI is overdue." });
export const rfiReminderSubject = defineMessage({ id: 'rfiMail.reminderSubject', defaultMessage: "Reminder: {number} is {days} overdue" });

// A transmittal's mails (internal/drawing/transmittal_mail.go); its reminder's days are the RFI's.
export const transmittalSent = defineMessage({ id: 'transmittalMail.sent', defaultMessage: "{company} sent transmittal {number} ({purpose}) {role}, issued {issued}, due back {due}.", description: "A transmittal's mail: role is transmittalMail.forYou or transmittalMail.copyToYou" });
export const forYou = defineMessage({ id: 'transmittalMail.forYou', defaultMessage: "for you" });
export const copyToYou = defineMessage({ id: 'transmittalMail.copyToYou', defaultMessage: "with a copy to you" });
export const purposeApproval = defineMessage({ id: 'transmittalMail.purpose.forApproval', defaultMessage: "for approval" });
export const purposeResubmittal = defineMessage({ id: 'transmittalMail.purpose.resubmittal', defaultMessage: "resubmittal" });
export const purposeFabrication = defineMessage({ id: 'transmittalMail.purpose.forFabrication', defaultMessage: "for fabrication" });
export const purposeField = defineMessage({ id: 'transmittalMail.purpose.forFieldUse', defaultMessage: "for field use" });
export const purposeInformation = defineMessage({ id: 'transmittalMail.purpose.forInformation', defaultMessage: "for information" });
export const openTransmittal = defineMessage({ id: 'transmittalMail.open', defaultMessage: "Open the transmittal" });
export const reviewerOnce = defineMessage({ id: 'transmittalMail.reviewerOnce', defaultMessage: "The link below signs you in once, within 7 days. After that, ask for a new link with this address on the portal's sign-in page: {url}" });
export const transmittalSubject = defineMessage({ id: 'transmittalMail.subject', defaultMessage: "Transmittal {number}: {count} {purpose}" });
export const itemsLine = defineMessage({ id: 'transmittalMail.items', defaultMessage: "Items: {list}." });
export const filesLine = defineMessage({ id: 'transmittalMail.files', defaultMessage: "Files: {list}." });
export const itemRevision = defineMessage({ id: 'transmittalMail.item', defaultMessage: "{sheet} rev {revision}", description: "A sheet revision a transmittal carries" });
export const countDrawings = defineMessage({ id: 'transmittalMail.countDrawings', defaultMessage: "{count} drawing(s)" });
export const countFiles = defineMessage({ id: 'transmittalMail.countFiles', defaultMessage: "{count} file(s)" });
export const countBoth = defineMessage({ id: 'transmittalMail.countBoth', defaultMessage: "{drawings} drawing(s) and {files} file(s)" });
export const transmittalOverdue = defineMessage({ id: 'transmittalMail.overdue', defaultMessage: "Transmittal {number} for {project} was due back {due} and is {days} overdue: it was issued {issued}, {outstanding} days ago." });
export const pleaseReturn = defineMessage({ id: 'transmittalMail.pleaseReturn', defaultMessage: "Please return the reviewed drawings, or tell us when to expect them." });
export const transmittalOncePerDay = defineMessage({ id: 'transmittalMail.oncePerDay', defaultMessage: "You get this reminder once a day while the transmittal is overdue." });
export const transmittalReminderSubject = defineMessage({ id: 'transmittalMail.reminderSubject', defaultMessage: "Reminder: transmittal {number} is {days} overdue" });

// A message's mail and the daily digest (internal/portal/messages_mail.go); the attachments' label is the board's.
export const messageWrote = defineMessage({ id: 'messageMail.wrote', defaultMessage: "{author} wrote in “{subject}”, project {project}:" });
export const messageEach = defineMessage({ id: 'messageMail.eachMessage', defaultMessage: "You are mailed for each message: choose a daily digest or no mail under Messages on the project's page." });
export const messageSubject = defineMessage({ id: 'messageMail.subject', defaultMessage: "[{job}] {subject}: new message from {author}" });
export const digestUnreadOne = defineMessage({ id: 'digestMail.unreadOne', defaultMessage: "You have {count} unread message from the last day:" });
export const digestUnreadMany = defineMessage({ id: 'digestMail.unreadMany', defaultMessage: "You have {count} unread messages from the last day:" });
export const digestItem = defineMessage({ id: 'digestMail.item', defaultMessage: "{author} in “{subject}”, project {project} ({time}): {excerpt}" });
export const digestChangesOne = defineMessage({ id: 'digestMail.changesOne', defaultMessage: "{count} change on your projects:" });
export const digestChangesMany = defineMessage({ id: 'digestMail.changesMany', defaultMessage: "{count} changes on your projects:" });
export const digestNote = defineMessage({ id: 'digestMail.note', defaultMessage: "{line}, project {project} ({time})." });
export const digestOpen = defineMessage({ id: 'digestMail.open', defaultMessage: "Open the project portal" });
export const digestChosen = defineMessage({ id: 'digestMail.chosen', defaultMessage: "You chose a daily digest: change it on a project's page." });
export const digestSubject = defineMessage({ id: 'digestMail.subject', defaultMessage: "Your daily digest of the {company} project portal" });
