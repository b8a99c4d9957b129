import { useQueries, useQuery } from '@tanstack/react-query';
import { PageAdminService, type GetPageVersionResponse, type PageVersion } from '../../../gen/gusset/admin/v1/pages_pb';
import { useClient } from '../../../lib/use-client';
import { pageVersionKey, pageVersionsKey } from './page-admin-keys';

// A page's versions, newest first.
export function usePageVersions(path: string) {
  const client = useClient(PageAdminService);
  return useQuery({
    queryKey: pageVersionsKey(path),
    queryFn: async ({ signal }): Promise<PageVersion[]> => (await client.listPageVersions({ path }, { signal })).versions,
  });
}

// The content of some versions (to compare or preview them); a version never changes, so
// each is read once.
export function usePageVersionContents(path: string, versions: number[]) {
  const client = useClient(PageAdminService);
  return useQueries({
    queries: versions.map((version) => ({
      queryKey: pageVersionKey(path, version),
      queryFn: ({ signal }: { signal: AbortSignal }): Promise<GetPageVersionResponse> => client.getPageVersion({ path, version }, { signal }),
      staleTime: Infinity,
    })),
  });
}
