import type { Transport } from '@connectrpc/connect';
import { hasEmbeddedCalls, type Exchange } from './embedded-data';
import { siteSettingsProcedure } from './site-settings';

// createAppTransport loads the client code on the first call: pages without data (home,
// firm, services) never download it, which keeps first-load JavaScript small.
// preloaded are the answers the server embedded in the page (lib/embedded-data.ts): they
// are given from the protobuf runtime alone (lib/preloaded.ts), and the Connect client is
// loaded only for a call they do not answer.
export function createAppTransport(preloaded: readonly Exchange[] = []): Transport {
  let connect: Promise<Transport> | undefined;
  const loadConnect = () => (connect ??= import('./connect-transport').then((m) => m.connectTransport()));
  if (preloaded.length === 0) return lazyTransport(loadConnect);
  let answering: Promise<Transport> | undefined;
  return lazyTransport(() => (answering ??= import('./preloaded').then((m) => m.withPreloaded(loadConnect, preloaded))));
}

function lazyTransport(load: () => Promise<Transport>): Transport {
  return {
    unary: (...args) => load().then((t) => t.unary(...args)),
    stream: (...args) => load().then((t) => t.stream(...args)),
  };
}

// warmConnect starts downloading the Connect client with a data page's code, so its first
// call does not wait for it. The page the visitor arrived on is skipped when the server
// embedded its answers: that page needs no call.
// Every page embeds the site settings, read without the Connect client: they do not count.
let arrivedWithData = typeof document !== 'undefined' && hasEmbeddedCalls(document, [siteSettingsProcedure]);
export function warmConnect(): void {
  if (arrivedWithData) {
    arrivedWithData = false;
    return;
  }
  void import('./connect-transport');
}
