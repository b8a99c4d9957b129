import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../components/site/site-footer';
import { ScrollToTop } from '../components/site/scroll-to-top';
import { SiteHeader } from '../components/site/site-header';
import { usePageViews } from '../lib/use-page-views';

// The back office brings its own chrome (admin-layout.tsx), so the public header stays
// off /admin pages and the footer shrinks to its copyright line there.
export function RootLayout() {
  const { pathname } = useLocation();
  usePageViews();
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
