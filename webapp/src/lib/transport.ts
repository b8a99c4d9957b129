import type { Transport } from '@connectrpc/connect';
import type { Exchange } from './embedded-data';

// createAppTransport loads the Connect client code on the first call: pages without data
// (home, firm, services) never download it, which keeps first-load JavaScript small.
// preloaded are the answers the server embedded in the page (lib/embedded-data.ts).
export function createAppTransport(preloaded: readonly Exchange[] = []): Transport {
  let real: Promise<Transport> | undefined;
  const load = () => (real ??= import('./connect-transport').then((m) => m.connectTransport(preloaded)));
  return {
    unary: (...args) => load().then((t) => t.unary(...args)),
    stream: (...args) => load().then((t) => t.stream(...args)),
  };
}
