import type { Transport } from '@connectrpc/connect';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/dialog/confirm-provider';
import { NoticeProvider } from '../components/notice/notice-provider';
import { english, LanguageProvider, type Language } from '../lib/i18n/locale';
import { TransportProvider } from '../lib/transport-context';

// language is the page's (lib/i18n/load.ts); English when none is given.
type Props = { queryClient: QueryClient; transport: Transport; language?: Language; children: ReactNode };

// Everything that must outlive a route change wraps the router, here; main.tsx and the
// tests share it so they cannot drift apart.
export function AppProviders({ queryClient, transport, language = english, children }: Props) {
  return (
    <LanguageProvider language={language}>
      <QueryClientProvider client={queryClient}>
        <TransportProvider transport={transport}>
          <NoticeProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </NoticeProvider>
        </TransportProvider>
      </QueryClientProvider>
    </LanguageProvider>
  );
}
