import type { Transport } from '@connectrpc/connect';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/dialog/confirm-provider';
import { NoticeProvider } from '../components/notice/notice-provider';
import { TransportProvider } from '../lib/transport-context';

type Props = { queryClient: QueryClient; transport: Transport; children: ReactNode };

// Everything that must outlive a route change wraps the router, here; main.tsx and the
// tests share it so they cannot drift apart.
export function AppProviders({ queryClient, transport, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <TransportProvider transport={transport}>
        <NoticeProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </NoticeProvider>
      </TransportProvider>
    </QueryClientProvider>
  );
}
