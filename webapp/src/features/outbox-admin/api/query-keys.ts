// Query keys of the outbox screen. The list is keyed by the status filter; invalidating
// the prefix refreshes whichever filter is on screen.
export const outboxKeys = {
  all: ['admin', 'outbox'] as const,
  list: (status: string) => ['admin', 'outbox', 'list', status] as const,
};

export const pageSize = 20;
