// Query keys of the careers back office. Lists are keyed by page token so that paging
// back shows the cached page at once; invalidating the prefix refreshes every page.
export const jobKeys = {
  all: ['admin', 'jobs'] as const,
  list: (pageToken: string, query: string) => ['admin', 'jobs', 'list', query, pageToken] as const,
};

export const applicationKeys = {
  all: ['admin', 'applications'] as const,
  job: (jobId: string) => ['admin', 'applications', jobId] as const,
  list: (jobId: string, pageToken: string) => ['admin', 'applications', jobId, 'list', pageToken] as const,
};

// Searches across jobs sit under applicationKeys.all, so that every change to an
// applicant refreshes them too.
export const searchKeys = {
  all: ['admin', 'applications', 'search'] as const,
  list: (filter: object, pageToken: string) => ['admin', 'applications', 'search', filter, pageToken] as const,
};

export const noteKeys = {
  list: (applicationId: string) => ['admin', 'application-notes', applicationId] as const,
};

export const pageSize = 20;
