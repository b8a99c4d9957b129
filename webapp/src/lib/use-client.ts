import type { DescService } from '@bufbuild/protobuf';
import { createClient, type Client, type Transport } from '@connectrpc/connect';
import { useMemo } from 'react';
import { useTransport } from './transport-context';

// Only feature api/ modules should call these: they are the one place RPCs are made.
export function useClient<T extends DescService>(service: T): Client<T> {
  const transport = useTransport();
  return useMemo(() => clientOf(service, transport), [service, transport]);
}

// clientOf is useClient outside React: a page's prefetch runs before the first render.
export function clientOf<T extends DescService>(service: T, transport: Transport): Client<T> {
  return createClient(service, transport);
}
