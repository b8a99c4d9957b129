import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { handleSessionExpired } from './app/session-expired';
import { readExchanges } from './lib/embedded-data';
import { loadLanguage } from './lib/i18n/load';
import { browserJsonCall } from './lib/json-call';
import type { PageHandle } from './lib/prefetch';
import { createAppTransport } from './lib/transport';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

// The server says how its HTML came about (internal/seo/body.go): "hydrate" for a page
// it drew from these same components with its data (src/entry-server.tsx), none for a
// page it sent empty (the back office, or a page it could not draw).
const mode = root.dataset.render;

// The page's language, by <html lang>: a French page loads its catalogue before the
// first render, which must draw the server's words.
const [router, language] = await Promise.all([createRouter(), loadLanguage(document.documentElement.lang)]);
const queryClient = createQueryClient({ onUnauthenticated: () => handleSessionExpired(router) });
const exchanges = readExchanges(document);
const transport = createAppTransport(exchanges);
const callJson = browserJsonCall(exchanges);

if (mode === 'hydrate') {
  // Fill the cache from the answers embedded in the page before the first render, so that
  // React's first render draws what the server drew.
  const { matches, location } = router.state;
  const searchParams = new URLSearchParams(location.search);
  await Promise.all(
    matches.map((match) => (match.route.handle as PageHandle | undefined)?.prefetch?.({ queryClient, transport, callJson, params: match.params, searchParams })),
  );
}

// AppReady marks the document once React has taken the page over (its first commit):
// until then the page is the server's HTML.
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} transport={transport} language={language}>
      <RouterProvider router={router} />
      <AppReady />
    </AppProviders>
  </StrictMode>
);

// In a transition React renders in slices, yielding to the browser between them, instead
// of one long task: the page (already painted from the server's HTML) stays responsive
// while the app takes it over.
startTransition(() => {
  if (mode === 'hydrate') hydrateRoot(root, app);
  else createRoot(root).render(app);
});
