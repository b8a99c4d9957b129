// Keyed by page token, so paging back shows the cached page at once.
export const contactMessageKeys = {
  list: (pageToken: string) => ['admin', 'contact-messages', pageToken] as const,
};

export const subscriberKeys = {
  list: (pageToken: string) => ['admin', 'newsletter-subscribers', pageToken] as const,
};

export const pageSize = 20;
