import type { DataRouter } from 'react-router';
import { signInPath } from '../lib/next-page';

// The server no longer accepts the session: send the user to sign in again, and back
// to this page afterwards.
// Navigating through the router (not window.location) keeps notices and cached public
// data, and works with a memory router in tests.
export function handleSessionExpired(router: DataRouter): void {
  void router.navigate(signInPath('/admin/login', router.state.location.pathname), { replace: true });
}
