import { useEffect, useState, useSyncExternalStore } from 'react';
import { ChallengeSession, type ChallengeSnapshot } from './challenge-session';

export type Challenge = ChallengeSnapshot & {
  // Starts solving in the background: give it to the form's onFocus.
  start: () => void;
  // The payload to send ('' for none), waiting for the work if need be; null when the
  // submission is to be abandoned (the form was reset or left meanwhile).
  solved: () => Promise<string | null>;
  // Forgets the payload: call it after every submission the server saw.
  reset: () => void;
};

// useChallenge gives a public form its proof-of-work challenge (the server's ALTCHA, see
// docs/security.md "Keeping bots off the public forms"). The widget's code is fetched on the form's
// first focus, never with the page. Leaving the form stops the work.
export function useChallenge(): Challenge {
  const [session] = useState(() => new ChallengeSession());
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  useEffect(() => () => session.reset(), [session]);
  return { ...snapshot, start: session.start, solved: session.solved, reset: session.reset };
}

// The fields every guarded request carries: the honeypot and the solved challenge.
export type GuardFields = { website: string; challenge: string };
