// Query keys of the account screen. The signed-in user's key and the staff list's are
// shared with other features: src/lib/query-keys.ts.
export const accountKeys = {
  sessions: ['admin', 'account', 'sessions'] as const,
};
