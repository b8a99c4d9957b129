// Query keys of the staff and account screens. The signed-in user's key is shared with
// the admin shell: src/lib/query-keys.ts.
export const staffKeys = {
  list: ['admin', 'staff', 'list'] as const,
  sessions: ['admin', 'account', 'sessions'] as const,
};
