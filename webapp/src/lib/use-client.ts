import type { DescService } from '@bufbuild/protobuf';
import { createClient, type Client } from '@connectrpc/connect';
import { useMemo } from 'react';
import { useTransport } from './transport-context';

// Only feature api/ modules should call this: they are the one place RPCs are made.
export function useClient<T extends DescService>(service: T): Client<T> {
  const transport = useTransport();
  return useMemo(() => createClient(service, transport), [service, transport]);
}
