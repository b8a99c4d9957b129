import type { Code } from '@connectrpc/connect';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { connectCode, isUnauthenticated, shellCodes } from '../lib/connect-code';
import type { AppQueryMeta } from '../lib/query-meta';

// Codes that mean "try again later" rather than "this request is wrong".
const transientCodes = new Set<Code | undefined>([shellCodes.unavailable, shellCodes.unknown, shellCodes.deadlineExceeded]);

type Options = {
  // Called when the server says the session is missing, expired or revoked.
  onUnauthenticated: () => void;
};

export function createQueryClient({ onUnauthenticated }: Options): QueryClient {
  const onError = (error: unknown, meta: AppQueryMeta | undefined) => {
    if (isUnauthenticated(error) && !meta?.handlesUnauthenticated) onUnauthenticated();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && transientCodes.has(connectCode(error)),
      },
      mutations: { retry: false },
    },
  });
}
