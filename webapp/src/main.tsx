import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/query-client';
import { router } from './app/router';
import { handleSessionExpired } from './app/session-expired';
import { createAppTransport } from './lib/transport';
import './styles.css';

const queryClient = createQueryClient({ onUnauthenticated: () => handleSessionExpired(router) });

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} transport={createAppTransport()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
