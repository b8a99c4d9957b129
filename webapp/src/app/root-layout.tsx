import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../components/site/site-footer';
import { ScrollToTop } from '../components/site/scroll-to-top';
import { SiteHeader } from '../components/site/site-header';

// The back office brings its own chrome (admin-layout.tsx), so the public header stays
// off /admin pages and the footer shrinks to its copyright line there.
export function RootLayout() {
  const { pathname, search } = useLocation();
  // A page view for the site's own analytics on every route change (docs/analytics.md): the
  // path with its query string (the server keeps only utm_*) and the document's referrer
  // (read from a visit's first page only). No cookie, no storage. Every byte here is in
  // every public page's first load, so the server does the rest: it tells bots apart (a
  // maintained crawler list; no bot list ships to browsers), drops requests sent with
  // Global Privacy Control (Sec-GPC: 1) and staff screens' paths. sendBeacon is optional:
  // jsdom lacks it.
  useEffect(() => {
    navigator.sendBeacon?.('/analytics/event', JSON.stringify({ u: pathname + search, r: document.referrer }));
  }, [pathname, search]);
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <div className="app-shell">
      {!isAdmin && <SiteHeader />}
      {/* At least a screen tall, so the footer starts below the fold and does not jump
          when a lazily loaded page or its data arrives (layout shift). */}
      <div className="app-shell__page">
        <Outlet />
      </div>
      <SiteFooter compact={isAdmin} />
      <ScrollToTop />
    </div>
  );
}
