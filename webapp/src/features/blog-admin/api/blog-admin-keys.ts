// Every cached page of the staff blog list lives under this key, so one invalidation after
// a change refreshes whichever page is on screen.
export const blogAdminKey = ['admin', 'blog'] as const;
