import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred';
import { ChallengeSession } from './challenge-session';
import type { SolvedChallenge, solveChallenge } from './solve-challenge';

type Options = Parameters<typeof solveChallenge>[0];

// fakeSolve hands out a deferred per call, which the test settles.
function fakeSolve() {
  const runs: { options: Options; result: ReturnType<typeof deferred<SolvedChallenge | null>>; disposed: boolean }[] = [];
  const solve = vi.fn((options: Options) => {
    const result = deferred<SolvedChallenge | null>();
    runs.push({ options, result, disposed: false });
    return result.promise;
  });
  const solution = (i: number, payload: string): SolvedChallenge => ({ payload, dispose: () => void (runs[i].disposed = true) });
  return { solve, runs, solution };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('challenge session', () => {
  it('starts once, from the first focus, and hands out the payload', async () => {
    const { solve, runs, solution } = fakeSolve();
    const session = new ChallengeSession(solve);
    expect(session.getSnapshot()).toEqual({ state: 'idle', payload: null, waiting: false });

    session.start();
    session.start();

    expect(solve).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().state).toBe('verifying');
    runs[0].result.resolve(solution(0, 'p-1'));
    await flush();
    expect(session.getSnapshot()).toEqual({ state: 'verified', payload: 'p-1', waiting: false });
    session.start();
    expect(solve).toHaveBeenCalledTimes(1);
    await expect(session.solved()).resolves.toBe('p-1');
  });

  it('lets a submission wait for the work under way, saying so', async () => {
    const { solve, runs, solution } = fakeSolve();
    const session = new ChallengeSession(solve);
    const seen: boolean[] = [];
    session.subscribe(() => seen.push(session.getSnapshot().waiting));
    session.start();

    const payload = session.solved();
    expect(session.getSnapshot().waiting).toBe(true);
    runs[0].result.resolve(solution(0, 'p-1'));

    await expect(payload).resolves.toBe('p-1');
    expect(session.getSnapshot()).toEqual({ state: 'verified', payload: 'p-1', waiting: false });
    expect(solve).toHaveBeenCalledTimes(1);
    expect(seen).toContain(true);
  });

  it('solves on submit when the form was never focused', async () => {
    const { solve, runs, solution } = fakeSolve();
    const session = new ChallengeSession(solve);

    const payload = session.solved();
    expect(solve).toHaveBeenCalledTimes(1);
    runs[0].result.resolve(solution(0, 'p-1'));

    await expect(payload).resolves.toBe('p-1');
  });

  it('forgets a spent payload on reset and solves a new challenge next time', async () => {
    const { solve, runs, solution } = fakeSolve();
    const session = new ChallengeSession(solve);
    session.start();
    runs[0].result.resolve(solution(0, 'p-1'));
    await flush();

    session.reset();

    expect(runs[0].disposed).toBe(true);
    expect(session.getSnapshot()).toEqual({ state: 'idle', payload: null, waiting: false });
    const next = session.solved();
    runs[1].result.resolve(solution(1, 'p-2'));
    await expect(next).resolves.toBe('p-2');
  });

  it('abandons a waiting submission and stops the work when reset (the form closed)', async () => {
    const { solve, runs, solution } = fakeSolve();
    const session = new ChallengeSession(solve);
    const payload = session.solved();

    session.reset();

    expect(runs[0].options.signal.aborted).toBe(true);
    await expect(payload).resolves.toBeNull();
    expect(session.getSnapshot()).toEqual({ state: 'idle', payload: null, waiting: false });
    // A solution arriving late is thrown away.
    runs[0].result.resolve(solution(0, 'late'));
    await flush();
    expect(runs[0].disposed).toBe(true);
    expect(session.getSnapshot().payload).toBeNull();
  });

  it('is off when the server wants no challenge, for good', async () => {
    const { solve, runs } = fakeSolve();
    const session = new ChallengeSession(solve);
    const payload = session.solved();
    runs[0].result.resolve(null);

    await expect(payload).resolves.toBe('');
    expect(session.getSnapshot().state).toBe('off');
    session.reset();
    session.start();
    await expect(session.solved()).resolves.toBe('');
    expect(solve).toHaveBeenCalledTimes(1);
  });

  it('sends none when the widget fails (the server then answers), and tries again next time', async () => {
    const { solve, runs, solution } = fakeSolve();
    const session = new ChallengeSession(solve);
    session.start();
    runs[0].result.reject(new Error('GET /altcha/challenge answered 503'));
    await flush();
    expect(session.getSnapshot().state).toBe('error');

    const first = session.solved();
    expect(solve).toHaveBeenCalledTimes(2);
    runs[1].result.reject(new Error('still down'));
    await expect(first).resolves.toBe('');

    session.start();
    runs[2].result.resolve(solution(2, 'p-3'));
    await expect(session.solved()).resolves.toBe('p-3');
  });

  it('drops a payload that expired unused', async () => {
    const { solve, runs, solution } = fakeSolve();
    const session = new ChallengeSession(solve);
    session.start();
    runs[0].result.resolve(solution(0, 'p-1'));
    await flush();

    runs[0].options.onExpired();

    expect(runs[0].disposed).toBe(true);
    expect(session.getSnapshot()).toEqual({ state: 'idle', payload: null, waiting: false });
  });
});
