// Every cached page of the staff gallery list lives under this key, so one invalidation
// after a change refreshes whichever page is on screen.
export const galleryAdminKey = ['admin', 'gallery'] as const;
