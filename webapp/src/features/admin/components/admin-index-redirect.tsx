import { Navigate } from 'react-router';
import { getToken } from '../../../lib/session';

// The token is only a hint here: the guard behind /admin/dashboard still asks the server.
export function AdminIndexRedirect() {
  return <Navigate to={getToken() ? '/admin/dashboard' : '/admin/login'} replace />;
}
