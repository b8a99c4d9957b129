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
