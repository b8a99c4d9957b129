// Query keys of the careers back office. Lists are keyed by page token so that paging
// back shows the cached page at once; invalidating the prefix refreshes every page.
export const jobKeys = {
  all: ['admin', 'jobs'] as const,
  list: (pageToken: string) => ['admin', 'jobs', 'list', pageToken] as const,
};

export const applicationKeys = {
  all: ['admin', 'applications'] as const,
  job: (jobId: string) => ['admin', 'applications', jobId] as const,
  list: (jobId: string, pageToken: string) => ['admin', 'applications', jobId, 'list', pageToken] as const,
};

export const pageSize = 20;
