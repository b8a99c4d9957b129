import { solveChallenge, type SolvedChallenge } from './solve-challenge';

// idle: nothing solved yet (or the last payload was spent); verifying: the widget is at
// work; verified: a payload is ready; off: the server asks for none; error: the challenge
// could not be fetched or solved (the next start or submit tries again).
export type ChallengeState = 'idle' | 'verifying' | 'verified' | 'off' | 'error';

export type ChallengeSnapshot = {
  state: ChallengeState;
  // The solved payload, while state is verified.
  payload: string | null;
  // A submission is waiting for the challenge (forms say "Verifying…").
  waiting: boolean;
};

type Solve = typeof solveChallenge;

// ChallengeSession is one form's proof-of-work challenge: solved in the background from
// the visitor's first focus, waited for by a submission that comes first, spent by each
// submission (the server accepts a solution once). useChallenge wraps it for React.
export class ChallengeSession {
  private snapshot: ChallengeSnapshot = { state: 'idle', payload: null, waiting: false };
  private readonly listeners = new Set<() => void>();
  private controller: AbortController | null = null;
  private running: Promise<void> | null = null;
  private solution: SolvedChallenge | null = null;
  private waiters = 0;
  // Bumped by reset: a submission waiting from before is abandoned.
  private generation = 0;

  constructor(private readonly solve: Solve = solveChallenge) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  // start begins solving unless a payload is ready or being made (the form's focus).
  start = () => {
    const { state } = this.snapshot;
    if (state === 'idle' || state === 'error') void this.begin();
  };

  // solved is the payload a submission sends: at once when one is ready, else once the
  // work under way (started here if none is) is done. '' when the server wants none, or
  // when the widget failed: the submission goes without, and the server says what to do.
  // null when the form was reset or closed meanwhile: the submission is abandoned.
  solved = async (): Promise<string | null> => {
    const { state, payload } = this.snapshot;
    if (state === 'verified' && payload) return payload;
    if (state === 'off') return '';
    const generation = this.generation;
    this.waiters += 1;
    this.update({ waiting: true });
    try {
      await (state === 'verifying' && this.running ? this.running : this.begin());
    } finally {
      if (generation === this.generation) {
        this.waiters -= 1;
        if (this.waiters === 0) this.update({ waiting: false });
      }
    }
    if (generation !== this.generation) return null;
    const after = this.snapshot;
    return after.state === 'verified' && after.payload ? after.payload : '';
  };

  // reset forgets the payload (spent, or the form is going away) and stops work under
  // way; the next focus or submission solves a new challenge.
  reset = () => {
    this.generation += 1;
    this.waiters = 0;
    this.controller?.abort();
    this.controller = null;
    this.running = null;
    this.solution?.dispose();
    this.solution = null;
    this.update({ state: this.snapshot.state === 'off' ? 'off' : 'idle', payload: null, waiting: false });
  };

  private begin(): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    this.update({ state: 'verifying', payload: null });
    const onExpired = () => {
      if (this.controller !== controller) return;
      this.solution?.dispose();
      this.solution = null;
      this.update({ state: 'idle', payload: null });
    };
    const settled = this.solve({ signal: controller.signal, onExpired }).then(
      (solution) => {
        if (controller.signal.aborted) {
          solution?.dispose();
          return;
        }
        if (solution === null) {
          this.update({ state: 'off' });
          return;
        }
        this.solution = solution;
        this.update({ state: 'verified', payload: solution.payload });
      },
      () => {
        if (!controller.signal.aborted) this.update({ state: 'error' });
      },
    );
    // A reset does not wait for the work to wind down.
    const aborted = new Promise<void>((resolve) => controller.signal.addEventListener('abort', () => resolve(), { once: true }));
    const running = Promise.race([settled, aborted]);
    this.running = running;
    return running;
  }

  private update(patch: Partial<ChallengeSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}
