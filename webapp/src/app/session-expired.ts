import type { DataRouter } from 'react-router';
import { clearSession } from '../lib/session';

// The server no longer accepts the token: drop it and send the user to sign in again.
// Navigating through the router (not window.location) keeps notices and cached public
// data, and works with a memory router in tests.
export function handleSessionExpired(router: DataRouter): void {
  clearSession();
  void router.navigate('/admin/login', { replace: true });
}
