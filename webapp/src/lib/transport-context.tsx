import type { Transport } from '@connectrpc/connect';
import { createContext, useContext, type ReactNode } from 'react';

// Injected through context so that tests can swap in createRouterTransport.
const TransportContext = createContext<Transport | null>(null);

export function TransportProvider({ transport, children }: { transport: Transport; children: ReactNode }) {
  return <TransportContext value={transport}>{children}</TransportContext>;
}

export function useTransport(): Transport {
  const transport = useContext(TransportContext);
  if (!transport) throw new Error('useTransport needs a <TransportProvider> above it');
  return transport;
}
