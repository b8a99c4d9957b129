import type { ComponentType, ReactNode } from 'react';
import { generatePath, Navigate, Outlet, useMatches } from 'react-router';
import { usePageContent } from '../../lib/page-content';
import { usePageTitle } from '../../lib/use-page-title';
import { PageView } from './page-view';

type Props = {
  // The page's path ("/our-firm"), as GetPage names it.
  path: string;
  // The page's name in the document title when its content names none (then its banner).
  title: string;
  // Shown when the server has no such page (a service page staff removed or hid).
  notFound?: ReactNode;
  // What the route adds after the blocks; by default its child route (a service page's
  // gallery or newsletter section, src/app/routes.tsx).
  children?: ReactNode;
};

// ContentPage is a public page whose words are content: the route prefetches it
// (lib/page-content.ts), so the server's HTML and the first render already have it.
export function ContentPage({ path, title, notFound = null, children = <Outlet /> }: Props) {
  const page = usePageContent(path);
  const banner = page.data?.content.banner;
  usePageTitle(page.data?.content.seo?.title || title || [banner?.header, banner?.subheader].filter(Boolean).join(' '));
  if (page.data?.movedTo) return <Navigate to={page.data.movedTo} replace />;
  if (page.data?.notFound) return notFound;
  if (page.isError) {
    return (
      <main id="main" className="page">
        <p role="alert">Failed to load this page. Please try again later.</p>
      </main>
    );
  }
  if (!page.data) {
    return (
      <main id="main" className="page">
        <p role="status">Loading…</p>
      </main>
    );
  }
  return (
    <main id="main">
      <PageView content={page.data.content}>{children}</PageView>
    </main>
  );
}

// The handle of a content page's route (src/app/routes.tsx): the page's path as the route
// spells it ("/services/:slug" for a service staff added), the name that titles it, and
// the screen for a page the server does not have.
export type ContentHandle = { content: { path: string; title: string; notFound?: ComponentType } };

// RoutedContentPage is the component of every content page's route: the page its route's
// handle names. One exported component, so the build finds its styles for the server's HTML
// (scripts/page-assets.mjs maps a route's component to its module).
export function RoutedContentPage() {
  const match = [...useMatches()].reverse().find((m) => (m.handle as Partial<ContentHandle> | undefined)?.content);
  if (!match) return null;
  const { path, title, notFound: Missing } = (match.handle as ContentHandle).content;
  const resolved = generatePath(path, match.params);
  return <ContentPage key={resolved} path={resolved} title={title} notFound={Missing && <Missing />} />;
}
