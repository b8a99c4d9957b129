import type { Transport } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-web';
import { bearer } from './bearer';
import type { Exchange } from './embedded-data';
import { withPreloaded } from './preloaded';

// The Go server answers the Connect services on the origin that served the app; answers
// it embedded in the page (preloaded) are used first.
export function connectTransport(preloaded: readonly Exchange[] = []): Transport {
  return withPreloaded(createConnectTransport({ baseUrl: window.location.origin, interceptors: [bearer] }), preloaded);
}
