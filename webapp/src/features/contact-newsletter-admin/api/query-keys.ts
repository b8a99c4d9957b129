// Keyed by status and page token, so paging back shows the cached page at once.
export const contactMessageKeys = {
  all: ['admin', 'contact-messages'] as const,
  list: (status: number, pageToken: string) => ['admin', 'contact-messages', 'list', status, pageToken] as const,
  one: (id: string) => ['admin', 'contact-messages', 'one', id] as const,
};

export const subscriberKeys = {
  list: (pageToken: string) => ['admin', 'newsletter-subscribers', pageToken] as const,
};

// Invalidating the prefix refreshes whichever page of sends is on screen.
export const sendKeys = {
  all: ['admin', 'newsletter-sends'] as const,
  list: (pageToken: string) => ['admin', 'newsletter-sends', pageToken] as const,
};

export const newsletterPostKeys = {
  list: ['admin', 'newsletter-posts'] as const,
};

export const pageSize = 20;
