import { defineMessage } from '../../lib/i18n/messages';

// Two-factor sign-in's words, for staff and the portal's users alike (the portal's through
// the catalogues).

// The second sign-in step.
export const secondStep = defineMessage({ id: 'twoFactor.secondStep', defaultMessage: 'Second sign-in step', description: 'The name screen readers give the form that asks for the code' });
export const recoveryCode = defineMessage({ id: 'twoFactor.recoveryCode', defaultMessage: 'Recovery code', description: 'A one-time code given at set-up, for when the phone is lost' });
export const authenticatorCode = defineMessage({ id: 'twoFactor.authenticatorCode', defaultMessage: 'Authenticator code', description: 'The six-digit code the authenticator app shows' });
export const verify = defineMessage({ id: 'twoFactor.verify', defaultMessage: 'Verify' });
export const useApp = defineMessage({ id: 'twoFactor.useApp', defaultMessage: 'Use the authenticator app' });
export const useRecovery = defineMessage({ id: 'twoFactor.useRecovery', defaultMessage: 'Use a recovery code' });
export const startAgain = defineMessage({ id: 'twoFactor.startAgain', defaultMessage: 'Start again', description: 'Goes back to the first sign-in step' });

// The account's two-factor section.
export const heading = defineMessage({ id: 'twoFactor.heading', defaultMessage: 'Two-factor sign-in' });
export const turnedOn = defineMessage({ id: 'twoFactor.turnedOn', defaultMessage: 'Two-factor sign-in is on', description: 'Said once the user turned it on' });
export const turnedOff = defineMessage({ id: 'twoFactor.turnedOff', defaultMessage: 'Two-factor sign-in is off', description: 'Said once the user turned it off' });
export const recoveryTitle = defineMessage({ id: 'twoFactor.recoveryTitle', defaultMessage: 'Recovery codes.', description: 'In bold, before twoFactor.recoveryNote' });
export const recoveryNote = defineMessage({
  id: 'twoFactor.recoveryNote',
  defaultMessage: 'Each signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
});
export const recoveryList = defineMessage({ id: 'twoFactor.recoveryList', defaultMessage: 'Recovery codes', description: 'The name screen readers give the list of recovery codes' });
export const onIntro = defineMessage({ id: 'twoFactor.onIntro', defaultMessage: 'Two-factor sign-in is on. To turn it off, give a current code or your password.' });
export const orPassword = defineMessage({ id: 'twoFactor.orPassword', defaultMessage: 'or password', description: 'The password field, under the authenticator code field: either turns two-factor sign-in off' });
export const turnOff = defineMessage({ id: 'twoFactor.turnOff', defaultMessage: 'Turn off two-factor sign-in' });
export const scan = defineMessage({ id: 'twoFactor.scan', defaultMessage: 'Scan the QR code with an authenticator app (or type the key), then enter the code it shows.' });
export const qrAlt = defineMessage({ id: 'twoFactor.qrAlt', defaultMessage: 'QR code for the authenticator app' });
export const key = defineMessage({ id: 'twoFactor.key', defaultMessage: 'Key:', description: 'Before the secret key, written out for typing into the app' });
export const codeFromApp = defineMessage({ id: 'twoFactor.codeFromApp', defaultMessage: 'Code from the app' });
export const turnOn = defineMessage({ id: 'twoFactor.turnOn', defaultMessage: 'Turn on two-factor sign-in' });
export const offIntro = defineMessage({ id: 'twoFactor.offIntro', defaultMessage: 'Two-factor sign-in is off. With it on, signing in also needs a code from an app on your phone.' });
export const setUp = defineMessage({ id: 'twoFactor.setUp', defaultMessage: 'Set up two-factor sign-in' });
