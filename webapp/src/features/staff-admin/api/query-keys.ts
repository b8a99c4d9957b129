// Query keys of the staff and account screens. `me` is the admin shell's key for the
// signed-in user (RequireStaff): refreshing it after a required step lets the shell open
// the rest of the back office.
export const staffKeys = {
  list: ['admin', 'staff', 'list'] as const,
  sessions: ['admin', 'account', 'sessions'] as const,
  me: ['admin', 'me'] as const,
};
