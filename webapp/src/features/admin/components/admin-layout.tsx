import { useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet, useMatches, useNavigate } from 'react-router';
import { useNotice } from '../../../components/notice/notice-context';
import { site } from '../../../config/site';
import type { AdminRouteHandle } from '../../../lib/admin-route-handle';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLogout } from '../api/use-logout';
import '../../../components/form/field.css';
import './admin-layout.css';

const sections = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/blog', label: 'Blog' },
  { to: '/admin/announcement', label: 'Announcement' },
  { to: '/admin/gallery', label: 'Gallery' },
  { to: '/admin/portfolio', label: 'Portfolio' },
  { to: '/admin/career', label: 'Career' },
  { to: '/admin/connect-info', label: 'Connect Info' },
  { to: '/admin/outbox', label: 'Outbox' },
  { to: '/admin/applicants', label: 'Applicants' },
  { to: '/admin/trash', label: 'Trash' },
  { to: '/admin/staff', label: 'Staff' },
  { to: '/admin/audit', label: 'Audit trail' },
  { to: '/admin/account', label: 'My account' },
];

function useRouteHandle(): AdminRouteHandle {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<AdminRouteHandle> | undefined;
    if (handle?.title) return { title: handle.title, documentTitle: handle.documentTitle };
  }
  return { title: 'Back office' };
}

export function AdminLayout() {
  const { title: heading, documentTitle } = useRouteHandle();
  usePageTitle(heading, documentTitle);
  const logout = useLogout();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const queryClient = useQueryClient();

  const onLogout = () => {
    // The session is cleared locally either way (see useLogout), so both outcomes end on
    // the sign-in page.
    logout.mutate(undefined, {
      onSuccess: () => notify('You have been logged out successfully.', 'success'),
      onError: () => notify('An error occurred during logout. Please try again.', 'error'),
      onSettled: async () => {
        await navigate('/admin/login', { replace: true });
        // Staff data must not outlive the session: the browser's back button would
        // otherwise find it in the cache. Dropped after leaving, so that no screen still
        // on display refetches it with the revoked token.
        queryClient.removeQueries();
      },
    });
  };

  return (
    <div className="admin">
      <aside className="admin__sidebar">
        <p className="admin__brand">{site.company}</p>
        <nav aria-label="Back office">
          <ul className="admin__nav">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className="admin__nav-link">
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="admin__body">
        <header className="admin__header">
          <h1>{heading}</h1>
          <button type="button" className="button" onClick={onLogout} disabled={logout.isPending}>
            Logout
          </button>
        </header>
        <main id="main" className="admin__main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
