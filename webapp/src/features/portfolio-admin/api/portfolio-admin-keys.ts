// Every cached page of the staff portfolio list lives under this key, so one
// invalidation after a change refreshes whichever page is on screen.
export const portfolioAdminKey = ['admin', 'portfolio'] as const;
