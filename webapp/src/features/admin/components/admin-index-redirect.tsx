import { Navigate } from 'react-router';

// The guard behind /admin/dashboard asks the server, and sends a stranger to sign in.
export function AdminIndexRedirect() {
  return <Navigate to="/admin/dashboard" replace />;
}
