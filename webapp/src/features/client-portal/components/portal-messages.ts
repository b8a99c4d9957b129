import { defineMessage } from '../../../lib/i18n/messages';

// The client portal's words: sign-in, the shell, the projects and a project's page.

// Signing in.
export const portal = defineMessage({ id: 'portal.portal', defaultMessage: 'Project portal', description: "The portal's name: a heading, and the link home in its header" });
export const signInTitle = defineMessage({ id: 'portal.signInTitle', defaultMessage: 'Project portal sign in', description: "The sign-in page's title and heading" });
export const signInIntro = defineMessage({ id: 'portal.signInIntro', defaultMessage: 'Your first sign-in is with the link we e-mailed you; after it you can choose a password.' });
export const email = defineMessage({ id: 'portal.email', defaultMessage: 'E-mail', description: "The sign-in form's e-mail address" });
export const password = defineMessage({ id: 'portal.password', defaultMessage: 'Password' });
export const remember = defineMessage({ id: 'portal.remember', defaultMessage: 'Keep me signed in for 30 days' });
export const signIn = defineMessage({ id: 'portal.signIn', defaultMessage: 'Sign in', description: 'The button that signs in' });
export const requestLink = defineMessage({ id: 'portal.requestLink', defaultMessage: 'E-mail me a sign-in link', description: 'Opens the form that mails a one-time sign-in link, and names that form' });
export const requestLinkSent = defineMessage({ id: 'portal.requestLinkSent', defaultMessage: 'If that address has an account, a sign-in link is on its way. It works once, within 15 minutes.' });
export const linkEmail = defineMessage({ id: 'portal.linkEmail', defaultMessage: 'E-mail for the link' });
export const sendLink = defineMessage({ id: 'portal.sendLink', defaultMessage: 'Send me a link' });
export const twoFactorHeading = defineMessage({ id: 'portal.twoFactorHeading', defaultMessage: 'Two-factor sign in', description: "The heading of sign-in's second step: a code from the authenticator app" });

// An e-mailed sign-in link.
export const linkTitle = defineMessage({ id: 'portal.linkTitle', defaultMessage: 'Signing in to the project portal', description: 'The title of the page an e-mailed sign-in link opens' });
export const signingIn = defineMessage({ id: 'portal.signingIn', defaultMessage: 'Signing you in…' });
export const linkIncomplete = defineMessage({ id: 'portal.linkIncomplete', defaultMessage: 'This sign-in link is incomplete: open the link from your e-mail again.' });
export const linkAskNew = defineMessage({ id: 'portal.linkAskNew', defaultMessage: 'Ask for a new link on the sign-in page, or', description: 'Followed by the link portal.linkUsePassword and a full stop' });
export const linkUsePassword = defineMessage({ id: 'portal.linkUsePassword', defaultMessage: 'sign in with your password', description: 'A link to the sign-in page; follows portal.linkAskNew, a full stop after it' });
export const freshLinkSend = defineMessage({ id: 'portal.freshLinkSend', defaultMessage: 'Send me a fresh link', description: 'Under an expired or used sign-in link: mails a new one to the same address' });
export const freshLinkSent = defineMessage({ id: 'portal.freshLinkSent', defaultMessage: 'If this link was yours, a fresh one is on its way to the same address.' });

// The shell and the account.
export const outsideReviewer = defineMessage({ id: 'portal.outsideReviewer', defaultMessage: 'outside reviewer', description: 'In the header, after the e-mail of someone outside the client (an engineer checking drawings), where a client has their organization' });
export const signOut = defineMessage({ id: 'portal.signOut', defaultMessage: 'Sign out' });
export const loading = defineMessage({ id: 'portal.loading', defaultMessage: 'Loading…' });
export const account = defineMessage({ id: 'portal.account', defaultMessage: 'Your account' });
export const twoFactorOn = defineMessage({ id: 'portal.twoFactorOn', defaultMessage: 'Two-factor sign-in: on' });
export const twoFactorOff = defineMessage({ id: 'portal.twoFactorOff', defaultMessage: 'Two-factor sign-in: off' });
export const changePassword = defineMessage({ id: 'portal.changePassword', defaultMessage: 'Change your password' });
export const choosePassword = defineMessage({ id: 'portal.choosePassword', defaultMessage: 'Choose a password' });
export const passwordSaved = defineMessage({ id: 'portal.passwordSaved', defaultMessage: 'Your password is saved.' });
export const savePassword = defineMessage({ id: 'portal.savePassword', defaultMessage: 'Save password' });

// The projects (the client's home) and an outside reviewer's home.
export const yourProjects = defineMessage({ id: 'portal.yourProjects', defaultMessage: 'Your projects' });
export const yourTransmittals = defineMessage({ id: 'portal.yourTransmittals', defaultMessage: 'Your transmittals', description: "An outside reviewer's home: the drawings' transmittals sent to them" });
export const accountLoadFailed = defineMessage({ id: 'portal.accountLoadFailed', defaultMessage: 'Your account could not be loaded.' });
export const projectsLoading = defineMessage({ id: 'portal.projectsLoading', defaultMessage: 'Loading your projects…' });
export const projectsLoadFailed = defineMessage({ id: 'portal.projectsLoadFailed', defaultMessage: 'Your projects could not be loaded.' });
export const noProjects = defineMessage({ id: 'portal.noProjects', defaultMessage: 'No projects yet: the firm adds them as work starts.' });
export const job = defineMessage({ id: 'portal.job', defaultMessage: 'Job {number}', description: "The firm's job number of a project" });
export const statOverdue = defineMessage({ id: 'portal.statOverdue', defaultMessage: 'Overdue', description: "A project's count of overdue milestones" });
export const statDueThisWeek = defineMessage({ id: 'portal.statDueThisWeek', defaultMessage: 'Due this week', description: "A project's count of milestones due this week" });
export const statWithYou = defineMessage({ id: 'portal.statWithYou', defaultMessage: 'With you', description: "A project's count of milestones waiting on the client (the ball in their court)" });
export const statWithFirm = defineMessage({ id: 'portal.statWithFirm', defaultMessage: 'With the firm', description: "A project's count of milestones waiting on the firm" });
export const rfisWaitingOne = defineMessage({ id: 'portal.rfisWaitingOne', defaultMessage: '{count} RFI waiting on you', description: 'A link to the RFIs of a project waiting on the client; count is 1' });
export const rfisWaitingMany = defineMessage({ id: 'portal.rfisWaitingMany', defaultMessage: '{count} RFIs waiting on you', description: 'A link to the RFIs of a project waiting on the client; count is more than 1' });
export const nextDue = defineMessage({ id: 'portal.nextDue', defaultMessage: 'Next: {name}, due', description: "A project's next milestone; its due date follows, then portal.nextBall" });
export const nextBall = defineMessage({ id: 'portal.nextBall', defaultMessage: 'ball with {who}', description: 'Whose move the next milestone waits on (ball in court); who is portal.ballYou or portal.ballFirm, lower-cased' });

// A project's page.
export const project = defineMessage({ id: 'portal.project', defaultMessage: 'Project', description: "A project's page title until its name is known" });
export const projectLoading = defineMessage({ id: 'portal.projectLoading', defaultMessage: 'Loading the project…' });
export const projectLoadFailed = defineMessage({ id: 'portal.projectLoadFailed', defaultMessage: 'The project could not be loaded.' });
export const team = defineMessage({ id: 'portal.team', defaultMessage: 'Team: {names}', description: "The firm's people on the project" });
export const milestones = defineMessage({ id: 'portal.milestones', defaultMessage: 'Milestones' });
export const noMilestones = defineMessage({ id: 'portal.noMilestones', defaultMessage: 'No milestones yet.' });
export const due = defineMessage({ id: 'portal.due', defaultMessage: 'due', description: "Between a milestone's name and its due date" });
export const done = defineMessage({ id: 'portal.done', defaultMessage: 'done', description: "A milestone's state, after its due date" });
export const overdue = defineMessage({ id: 'portal.overdue', defaultMessage: 'overdue', description: "A milestone's state, after its due date" });
export const ballWithYou = defineMessage({ id: 'portal.ballWithYou', defaultMessage: 'Ball with: You', description: 'The milestone waits on the client (the ball is in their court)' });
export const ballWithFirm = defineMessage({ id: 'portal.ballWithFirm', defaultMessage: 'Ball with: The firm', description: 'The milestone waits on the firm (the ball is in its court)' });
export const ballWithFirmNamed = defineMessage({ id: 'portal.ballWithFirmNamed', defaultMessage: 'Ball with: The firm ({name})', description: 'The milestone waits on the firm; name is the person there it is assigned to' });
export const moveDate = defineMessage({ id: 'portal.moveDate', defaultMessage: 'Move the date', description: "Opens, then sends, the form that moves a milestone's due date" });
export const handBackToFirm = defineMessage({ id: 'portal.handBackToFirm', defaultMessage: 'Hand back to the firm', description: 'Opens the form that hands a milestone back to the firm (the ball goes to its court)' });
export const handBack = defineMessage({ id: 'portal.handBack', defaultMessage: 'Hand back', description: 'Sends the form that hands a milestone back to the firm' });
export const newDueDate = defineMessage({ id: 'portal.newDueDate', defaultMessage: 'New due date' });
export const reason = defineMessage({ id: 'portal.reason', defaultMessage: 'Reason', description: 'Why the client moves a date or hands a milestone back' });
export const history = defineMessage({ id: 'portal.history', defaultMessage: 'History' });
export const noHistory = defineMessage({ id: 'portal.noHistory', defaultMessage: 'No dates moved and no hand-overs yet.' });
export const historyChanges = defineMessage({ id: 'portal.historyChanges', defaultMessage: ': {changes}', description: "Follows a milestone's name in the history; changes is one or more of portal.historyDue, portal.historyBall, portal.historyAssigned, separated by ';'" });
export const historyDue = defineMessage({ id: 'portal.historyDue', defaultMessage: 'due {from} → {to}', description: 'A due date moved, from one day to another' });
export const historyBall = defineMessage({ id: 'portal.historyBall', defaultMessage: 'ball {from} → {to}', description: 'Whose move the milestone waits on changed (ball in court); from and to are portal.ballYou or portal.ballFirm, lower-cased' });
export const historyAssigned = defineMessage({ id: 'portal.historyAssigned', defaultMessage: 'assigned {from} → {to}', description: 'The person a milestone is assigned to changed; either may be portal.nobody' });
export const nobody = defineMessage({ id: 'portal.nobody', defaultMessage: 'nobody', description: 'No one assigned, in portal.historyAssigned' });
export const byClient = defineMessage({ id: 'portal.byClient', defaultMessage: '{name} (client), {time}', description: "Who made a change of the history, on the client's side, and when" });
export const byFirm = defineMessage({ id: 'portal.byFirm', defaultMessage: '{name} (firm), {time}', description: "Who made a change of the history, at the firm, and when" });
export const quoted = defineMessage({ id: 'portal.quoted', defaultMessage: '“{reason}”', description: 'The reason given for a change of the history, quoted' });
export const filesHeading = defineMessage({ id: 'portal.filesHeading', defaultMessage: 'Files', description: "The heading of a project's files (folders, revisions, upload)" });
export const filesLoading = defineMessage({ id: 'portal.filesLoading', defaultMessage: 'Loading the files…' });
export const filesLoadFailed = defineMessage({ id: 'portal.filesLoadFailed', defaultMessage: 'The files could not be loaded.' });
export const sideFirm = defineMessage({ id: 'portal.sideFirm', defaultMessage: 'the firm', description: "After a message's author, in brackets: written by someone at the firm" });
export const sideOrganization = defineMessage({ id: 'portal.sideOrganization', defaultMessage: 'your organization', description: "After a message's author, in brackets: written by someone of the client's organization" });
export const mailLabel = defineMessage({ id: 'portal.mailLabel', defaultMessage: 'Mail me about new messages', description: "The choice of mail about the project's messages, for every project" });
export const mailEachMessage = defineMessage({ id: 'portal.mailEachMessage', defaultMessage: 'A mail for each message' });
export const mailSaved = defineMessage({ id: 'portal.mailSaved', defaultMessage: 'Saved: applies to every project.' });

// Under a project: the frame of another feature's page.
export const yourReview = defineMessage({ id: 'portal.yourReview', defaultMessage: 'Your review', description: "The title of an outside reviewer's page under a project (a transmittal to review)" });
export const backToTransmittals = defineMessage({ id: 'portal.backToTransmittals', defaultMessage: '← Your transmittals', description: "A link back to an outside reviewer's home" });
export const backToProject = defineMessage({ id: 'portal.backToProject', defaultMessage: '← Back to the project' });

// A project's status.
export const statusNone = defineMessage({ id: 'portal.statusNone', defaultMessage: '—', description: 'A project without a status: a dash' });
export const statusEstimating = defineMessage({ id: 'portal.statusEstimating', defaultMessage: 'Estimating', description: "A project's status: the firm prices it" });
export const statusDetailing = defineMessage({ id: 'portal.statusDetailing', defaultMessage: 'Detailing', description: "A project's status: the firm draws its shop drawings" });
export const statusApproval = defineMessage({ id: 'portal.statusApproval', defaultMessage: 'Approval', description: "A project's status: its drawings wait for approval" });
export const statusReleased = defineMessage({ id: 'portal.statusReleased', defaultMessage: 'Released for fabrication', description: "A project's status" });
export const statusClosed = defineMessage({ id: 'portal.statusClosed', defaultMessage: 'Closed', description: "A project's status" });

// Whose move a milestone waits on (the ball in court), lower-cased inside a sentence.
export const ballYou = defineMessage({ id: 'portal.ballYou', defaultMessage: 'You' });
export const ballFirm = defineMessage({ id: 'portal.ballFirm', defaultMessage: 'The firm' });
export const ballFirmNamed = defineMessage({ id: 'portal.ballFirmNamed', defaultMessage: 'The firm ({name})', description: 'name is the person at the firm the milestone is assigned to' });
export const language = defineMessage({ id: 'portal.language', defaultMessage: 'Language of the portal and your mail', description: 'The account\u2019s choice of language (its options are the languages\u2019 own names)' });
