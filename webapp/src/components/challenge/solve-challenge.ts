// The server's challenges (internal/server/challenge.go): a fresh signed proof-of-work
// challenge per request, or 404 when the server runs with FORM_CHALLENGE=off.
export const challengeUrl = '/altcha/challenge';

export type SolvedChallenge = {
  // The widget's payload (base64 JSON), sent as a form's `challenge` field.
  payload: string;
  // Removes the widget; the payload is not to be used any more.
  dispose: () => void;
};

type Options = {
  // Aborting stops the work and removes the widget.
  signal: AbortSignal;
  // Called when the solved challenge expires unused (the server's 20 minutes).
  onExpired: () => void;
};

// solveChallenge fetches a challenge and has the ALTCHA widget solve it, hidden: null when
// the server wants none. It rejects when the challenge cannot be fetched or solved. The
// widget's code is downloaded on first use, and only when a challenge is wanted.
export async function solveChallenge(options: Options): Promise<SolvedChallenge | null> {
  const response = await fetch(challengeUrl, { cache: 'no-store', credentials: 'same-origin', signal: options.signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${challengeUrl} answered ${response.status}`);
  const challenge = (await response.json()) as object;
  const { runAltchaWidget } = await import('./altcha-widget');
  return runAltchaWidget(challenge, options);
}
