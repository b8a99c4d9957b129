// The server's renderer of every public page: the Go binary runs this module's bundle in
// its JavaScript engine (internal/render; built by vite.server.config.ts) and calls
// gussetRender for a page's HTML, from the same components the browser runs, with the
// page's data read through the server's own Connect handler. The build also imports it in
// Node (scripts/page-assets.mjs) to learn which code and styles each page needs.
import './server/globals';
import type { Transport } from '@connectrpc/connect';
import { QueryClient } from '@tanstack/react-query';
import { isValidElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { pagePaths, notFoundPath } from './app/route-paths';
import { routes } from './app/routes';
import { pages as table } from './config/pages.json';
import type { Exchange } from './lib/embedded-data';
import type { JsonCall, PageHandle } from './lib/prefetch';
import { goJsonCall, goTransport, type GoCall } from './server/go-transport';

// A page to render: key is the path as the server's route table spells it
// (src/config/pages.json), url an address that shows it (for scripts/page-assets.mjs).
export type Page = { key: string; url: string };

// pages lists every public route of routes.tsx, and after a route the pages of its query
// values the table gives a page of their own (a gallery's departments, ?department=…);
// the back office is left to the browser.
export function pages(): Page[] {
  const keys = Object.keys(table);
  return pagePaths(routes)
    .filter((path) => path !== '/admin' && !path.startsWith('/admin/'))
    .flatMap((path) =>
      path === notFoundPath
        ? [{ key: notFoundPath, url: '/__no-such-page__' }]
        : [{ key: path, url: path.replace(/:[^/]+/g, '_') }, ...keys.filter((key) => key.startsWith(`${path}?`)).map((key) => ({ key, url: key }))],
    );
}

const noJson: JsonCall = (procedure) => Promise.reject(new Error(`no network for ${procedure}`));

// One handler for every render: building the route matchers is a tenth of a render.
let staticHandler: ReturnType<typeof createStaticHandler> | undefined;

// A rendered page: the HTML of the app's root element, the components of the routes it
// matched (for scripts/page-assets.mjs), and the answers its data came from.
export type Rendered = { html: string; components: unknown[]; exchanges: Exchange[] };

// render is the app at url as the browser's first render draws it once the page's data
// (each matched route's prefetch, lib/prefetch.ts) is in its query cache.
// callJson answers the calls made without the Connect runtime; by default none is answered.
export async function render(url: string, transport: Transport, exchanges: Exchange[] = [], callJson: JsonCall = noJson): Promise<Rendered> {
  staticHandler ??= createStaticHandler(routes);
  const request = new Request(new URL(url, 'http://localhost'));
  const context = await staticHandler.query(request);
  if (context instanceof Response) throw new Error(`${url} answers a redirect, not a page`);
  // No retries (an answer is final here), and a failed read shows its error as the
  // browser's hydration does (main.tsx), not a loading state.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  const searchParams = new URL(request.url).searchParams;
  await Promise.all(
    context.matches.map((match) => (match.route.handle as PageHandle | undefined)?.prefetch?.({ queryClient, transport, callJson, params: match.params, searchParams })),
  );
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient} transport={transport}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  queryClient.clear();
  // A loaded lazy route holds its component as an element (React Router's mapping).
  const components = context.matches.map(({ route }) => route.Component ?? (isValidElement(route.element) ? route.element.type : undefined));
  return { html, components: components.filter(Boolean), exchanges };
}

// gussetRender is what the Go server calls: the page at url, its data read with call,
// answered as JSON ({html, exchanges}) once the returned promise settles.
async function gussetRender(url: string, call: GoCall): Promise<string> {
  const exchanges: Exchange[] = [];
  const { html } = await render(url, goTransport(call, exchanges), exchanges, goJsonCall(call, exchanges));
  return JSON.stringify({ html, exchanges });
}
(globalThis as { gussetRender?: typeof gussetRender }).gussetRender = gussetRender;
