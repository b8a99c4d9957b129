import type { DescService } from '@bufbuild/protobuf';
import type { Client, Transport } from '@connectrpc/connect';
import { useMemo } from 'react';
import { sessionHeaders } from './session';
import { useTransport } from './transport-context';
import { clientOf } from './use-client';

// withClientToken sends the project portal's client session on every call: the app's
// transport sends the staff token (lib/bearer.ts) unless a call names its own. Only the
// portal's features (client-portal, drawings, the drawings' review form) import it, so that no
// other page pays for it.
function withClientToken(transport: Transport): Transport {
  const headers = (init: HeadersInit | undefined) => {
    const h = new Headers(init);
    for (const [name, value] of Object.entries(sessionHeaders('client'))) h.set(name, value);
    return h;
  };
  return {
    unary: (method, signal, timeout, header, ...rest) => transport.unary(method, signal, timeout, headers(header), ...rest),
    stream: (method, signal, timeout, header, ...rest) => transport.stream(method, signal, timeout, headers(header), ...rest),
  };
}

// usePortalClient is useClient for the portal's services.
export function usePortalClient<T extends DescService>(service: T): Client<T> {
  const transport = useTransport();
  return useMemo(() => clientOf(service, withClientToken(transport)), [service, transport]);
}
