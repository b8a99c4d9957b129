import type { Configuration } from 'altcha/types';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { solveChallenge } from './solve-challenge';

// The real <altcha-widget> starts Web Workers, which jsdom has not: a fake element stands
// in for it, with the widget's methods and events.
vi.mock('./define-altcha-widget', () => ({}));

const challenge = { algorithm: 'SHA-256', challenge: 'abc', maxnumber: 100000, salt: 'salt?expires=1900000000', signature: 'sig' };

type Outcome = { payload: string } | null;
let verifyOutcome: () => Promise<Outcome>;
let widgets: FakeWidget[] = [];

class FakeWidget extends HTMLElement {
  configured: Partial<Configuration> = {};
  resets = 0;
  connectedCallback() {
    widgets.push(this);
    // The real widget loads asynchronously, then announces it.
    setTimeout(() => this.dispatchEvent(new CustomEvent('load')), 0);
  }
  configure = async (config: Partial<Configuration>) => {
    this.configured = { ...this.configured, ...config };
  };
  verify = () => verifyOutcome();
  reset = () => {
    this.resets += 1;
  };
  expire() {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { payload: null, state: 'expired' } }));
  }
}

beforeAll(() => {
  customElements.define('altcha-widget', FakeWidget);
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  widgets = [];
  verifyOutcome = async () => ({ payload: 'cGF5bG9hZA==' });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(challenge), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('altcha-host')?.remove();
});

const options = (controller = new AbortController(), onExpired = () => {}) => ({ signal: controller.signal, onExpired });

describe('solveChallenge', () => {
  it('fetches a fresh challenge from the site and has a hidden widget solve it', async () => {
    const solved = await solveChallenge(options());

    expect(solved?.payload).toBe('cGF5bG9hZA==');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/altcha/challenge');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ cache: 'no-store', credentials: 'same-origin' });
    const [widget] = widgets;
    expect(widget.configured).toMatchObject({ challenge, auto: 'off', display: 'invisible', hideFooter: true, hideLogo: true, humanInteractionSignature: false });
    expect(widget.isConnected).toBe(true);
    expect(widget.closest('[hidden]')).not.toBeNull();
  });

  it('removes the widget once the payload is disposed of', async () => {
    const solved = await solveChallenge(options());

    solved?.dispose();

    expect(widgets[0].isConnected).toBe(false);
    expect(widgets[0].resets).toBe(1);
  });

  it('answers null, without loading the widget, when the server wants no challenge (404)', async () => {
    fetchMock.mockResolvedValue(new Response('404 page not found', { status: 404 }));

    await expect(solveChallenge(options())).resolves.toBeNull();
    expect(widgets).toEqual([]);
  });

  it('fails when the challenge cannot be fetched', async () => {
    fetchMock.mockResolvedValue(new Response('try again', { status: 503 }));

    await expect(solveChallenge(options())).rejects.toThrow('GET /altcha/challenge answered 503');
  });

  it('fails, and removes the widget, when the widget could not solve the challenge', async () => {
    verifyOutcome = async () => null;

    await expect(solveChallenge(options())).rejects.toThrow('the challenge was not solved');
    expect(widgets[0].isConnected).toBe(false);
  });

  it('stops and removes the widget when aborted', async () => {
    const controller = new AbortController();
    let finish: (outcome: Outcome) => void = () => {};
    verifyOutcome = () => new Promise((resolve) => (finish = resolve));
    const solving = solveChallenge(options(controller));
    await vi.waitFor(() => expect(widgets).toHaveLength(1));
    await vi.waitFor(() => expect(widgets[0].configured.challenge).toBeDefined());

    controller.abort();
    finish(null);

    await expect(solving).rejects.toThrow();
    expect(widgets[0].isConnected).toBe(false);
    expect(widgets[0].resets).toBeGreaterThan(0);
  });

  it('tells when the solved challenge expires unused', async () => {
    const onExpired = vi.fn();
    await solveChallenge(options(new AbortController(), onExpired));

    widgets[0].expire();

    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
