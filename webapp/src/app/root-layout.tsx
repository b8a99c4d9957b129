import { Link, Outlet, useLocation } from 'react-router';
import { site } from '../config/site';

// The back office brings its own chrome (admin-layout.tsx), so the public header stays
// off /admin pages.
export function RootLayout() {
  const { pathname } = useLocation();
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <div className="app-shell">
      {!isAdmin && (
        <header className="site-header">
          <a className="skip-link" href="#main">
            Skip to main content
          </a>
          <Link to="/" className="site-header__brand">
            {site.company}
          </Link>
        </header>
      )}
      <Outlet />
      <footer className="site-footer">
        <p>
          Copyright © {site.copyrightYear} by {site.company} Pvt. Ltd. All rights reserved.
        </p>
      </footer>
    </div>
  );
}
