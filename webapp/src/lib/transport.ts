import type { Transport } from '@connectrpc/connect';

// createAppTransport loads the Connect client code on the first call: pages without data
// (home, firm, services) never download it, which keeps first-load JavaScript small.
export function createAppTransport(): Transport {
  let real: Promise<Transport> | undefined;
  const load = () => (real ??= import('./connect-transport').then((m) => m.connectTransport()));
  return {
    unary: (...args) => load().then((t) => t.unary(...args)),
    stream: (...args) => load().then((t) => t.stream(...args)),
  };
}
