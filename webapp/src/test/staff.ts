// A staff user as the in-memory AuthService returns it.
export const alice = { id: 'u-1', username: 'alice' };
