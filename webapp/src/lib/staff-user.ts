import { createContext, useContext } from 'react';
export type SessionUser = { id: string; username: string };

// The signed-in staff user, as the server confirmed it. features/admin's RequireStaff
// provides it to every back-office screen, so a screen can name the user without asking
// the server again.
export const StaffUserContext = createContext<SessionUser | null>(null);

export function useStaffUser(): SessionUser | null {
  return useContext(StaffUserContext);
}
