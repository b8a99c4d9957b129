import type { AltchaWidgetElement } from 'altcha/external';
import './define-altcha-widget';
import type { SolvedChallenge } from './solve-challenge';

type Options = { signal: AbortSignal; onExpired: () => void };

// runAltchaWidget has the ALTCHA widget solve challenge (the server's JSON), hidden, and
// resolves with its payload. Loaded with import() by solve-challenge.ts, with the widget.
export async function runAltchaWidget(challenge: object, { signal, onExpired }: Options): Promise<SolvedChallenge> {
  signal.throwIfAborted();
  const widget = document.createElement('altcha-widget');
  const dispose = () => {
    signal.removeEventListener('abort', dispose);
    widget.reset?.();
    widget.remove();
  };
  signal.addEventListener('abort', dispose, { once: true });
  try {
    await mount(widget, signal);
    await widget.configure({
      challenge: challenge as never,
      auto: 'off',
      display: 'invisible',
      hideFooter: true,
      hideLogo: true,
      // Only read when the server asks for it, which ours never does: no listeners.
      humanInteractionSignature: false,
      workers: Math.min(navigator.hardwareConcurrency || 2, 4),
    });
    widget.addEventListener('statechange', (event) => {
      if ((event as CustomEvent<{ state?: string }>).detail?.state === 'expired') onExpired();
    });
    const result = await widget.verify();
    signal.throwIfAborted();
    if (!result?.payload) throw new Error('the challenge was not solved');
    return { payload: result.payload, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

// mount attaches the widget to a hidden container at the end of the page and resolves once
// it has loaded (its methods exist from then on).
function mount(widget: AltchaWidgetElement, signal: AbortSignal): Promise<void> {
  let host = document.getElementById('altcha-host');
  if (!host) {
    host = document.createElement('div');
    host.id = 'altcha-host';
    host.hidden = true;
    document.body.append(host);
  }
  const loaded = new Promise<void>((resolve, reject) => {
    widget.addEventListener('load', () => resolve(), { once: true });
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  host.append(widget);
  return loaded;
}
