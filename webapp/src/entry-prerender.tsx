// The build renders every public page to HTML with this module (scripts/prerender.mjs),
// from the same components the browser runs: the Go server sends that HTML, with each
// page's data written into its DataSlots (internal/seo), and the app takes it over.
import { Code, ConnectError, type Transport } from '@connectrpc/connect';
import { QueryClient } from '@tanstack/react-query';
import { isValidElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app/app-providers';
import { routes } from './app/routes';
import { PrerenderProvider } from './components/site/data-slot';

// A page to render: key is the path as the server's route table spells it
// (internal/seo/routes.go), url an address that shows it.
export type Page = { key: string; url: string };

// The departments whose galleries are pages of their own (?department=…).
const galleryDepartments = ['STRUCTURAL', 'PEMB', 'ESTIMATION'];
const departmentGallery = '/our-firm/gallery/images';

// The key of the not-found page (the "*" route).
export const notFoundKey = '*';

// pages lists every public route of routes.tsx; the back office is left to the browser.
export function pages(): Page[] {
  const out: Page[] = [];
  const walk = (list: RouteObject[], base: string) => {
    for (const route of list) {
      const path = route.index ? base : join(base, route.path);
      if (path === '/admin' || path.startsWith('/admin/')) continue;
      if (route.path === '*') out.push({ key: notFoundKey, url: '/__no-such-page__' });
      else if (route.index || (route.path !== undefined && !route.children?.some((child) => child.index))) {
        out.push({ key: path, url: path.replace(/:[^/]+/g, '_') });
        if (path === departmentGallery) {
          for (const d of galleryDepartments) out.push({ key: `${path}?department=${d}`, url: `${path}?department=${d}` });
        }
      }
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '');
  return out;
}

function join(base: string, path: string | undefined): string {
  if (!path) return base || '/';
  if (path.startsWith('/')) return path;
  return `${base === '/' ? '' : base}/${path}`;
}

// Nothing is fetched at build time: data pages render their loading state, in DataSlots.
const noNetwork: Transport = {
  unary: () => Promise.reject(new ConnectError('no network while prerendering', Code.Unavailable)),
  stream: () => Promise.reject(new ConnectError('no network while prerendering', Code.Unavailable)),
};

// A rendered page: the HTML of the app's root element, and the components of the routes
// it matched (scripts/prerender.mjs finds their modules, whose code and styles the page's
// HTML then asks for up front).
export type Rendered = { html: string; components: unknown[] };

// render is the app at url, as the browser's first render produces it.
export async function render(url: string): Promise<Rendered> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answers a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <PrerenderProvider>
        <AppProviders queryClient={new QueryClient()} transport={noNetwork}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PrerenderProvider>
    </StrictMode>,
  );
  // A loaded lazy route holds its component as an element (React Router's mapping).
  const components = context.matches.map(({ route }) => route.Component ?? (isValidElement(route.element) ? route.element.type : undefined));
  return { html, components: components.filter(Boolean) };
}
