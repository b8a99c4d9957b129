import { useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet, useMatches, useNavigate } from 'react-router';
import { useNotice } from '../../../components/notice/notice-context';
import { staff } from '../../../config/pages.json';
import { site } from '../../../config/site';
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

// A staff screen's entry of config/pages.json: its name heads the screen and titles the
// tab ('{name} | {company} …') unless title gives the tab's whole title, as the spec
// names the gallery's ('Admin | Gallery - {firm}'). The server titles the screen's first
// load from the same entry.
type StaffScreen = { name: string; title?: string };
const screens: Partial<Record<string, StaffScreen>> = staff.screens;

// useScreen is the entry of the deepest matched route: staff routes are identified by
// their paths in the file (src/app/routes.tsx).
function useScreen(): StaffScreen {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const screen = screens[match.id];
    if (screen) return screen;
  }
  return { name: 'Back office' };
}

export function AdminLayout() {
  const screen = useScreen();
  // '{firm}' and '{suffix}' are filled in as the server fills them.
  usePageTitle(screen.name, screen.title?.replaceAll('{firm}', site.company).replaceAll('{suffix}', site.titleSuffix));
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
          <h1>{screen.name}</h1>
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
