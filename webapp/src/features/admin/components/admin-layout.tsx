import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { useNotice } from '../../../components/notice/notice-context';
import { staff } from '../../../config/pages.json';
import { useSite } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import { NotificationBell } from '../../../components/notifications/notification-bell';
import { RequiredStep } from '../../../gen/gusset/auth/v1/auth_pb';
import { useLogout } from '../api/use-logout';
import { useMe } from '../api/use-me';
import { staffNotificationsApi } from '../api/use-notifications';
import { AdminNav } from './admin-nav';
import '../../../components/form/field.css';
import './admin-layout.css';

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
  const site = useSite();
  const screen = useScreen();
  // '{firm}' and '{suffix}' are filled in as the server fills them.
  usePageTitle(screen.name, screen.title?.replaceAll('{firm}', site.company).replaceAll('{suffix}', site.titleSuffix));
  const logout = useLogout();
  const stepsDone = useMe().data?.requiredStep === RequiredStep.UNSPECIFIED;
  const navigate = useNavigate();
  const { notify } = useNotice();
  const queryClient = useQueryClient();
  // On a phone the sidebar is a menu under the header, closed until asked for.
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // Set at logout. The router commits the sign-in page in a transition, so the staff screens
  // may render once more after the navigation resolved and build their queries again: what
  // they built is dropped when this layout is finally gone.
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) queryClient.removeQueries();
    },
    [queryClient],
  );

  const onLogout = () => {
    // The session is cleared locally either way (see useLogout), so both outcomes end on
    // the sign-in page.
    logout.mutate(undefined, {
      onSuccess: () => notify('You have been logged out successfully.', 'success'),
      onError: () => notify('An error occurred during logout. Please try again.', 'error'),
      onSettled: async () => {
        leaving.current = true;
        await navigate('/admin/login', { replace: true });
        // Staff data must not outlive the session: the browser's back button would
        // otherwise find it in the cache. Dropped after leaving, so that no screen still
        // on display refetches it with the revoked token.
        queryClient.removeQueries();
      },
    });
  };

  return (
    <div className={menuOpen ? 'admin admin--menu-open' : 'admin'}>
      <header className="admin__header">
        {/* Shown on a phone only (admin-layout.css); the sidebar is always there on wider screens. */}
        <button
          type="button"
          className="button admin__menu-button"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
          Menu
        </button>
        <h1>{screen.name}</h1>
        {/* Until a required step (a new password, two-factor set-up) is taken the server
            refuses everything else, the bell's count among it. */}
        {stepsDone && <NotificationBell api={staffNotificationsApi} />}
        <button type="button" className="button admin__logout" onClick={onLogout} disabled={logout.isPending}>
          <LogOut aria-hidden="true" size={18} />
          Logout
        </button>
      </header>
      <aside id={sidebarId} className="admin__sidebar">
        <p className="admin__brand">{site.company}</p>
        <AdminNav onNavigate={() => setMenuOpen(false)} />
      </aside>
      <main id="main" className="admin__main">
        <Outlet />
      </main>
    </div>
  );
}
