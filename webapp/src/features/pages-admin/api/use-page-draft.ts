import type { MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PageAdminService, type GetPageResponse, type PageState } from '../../../gen/gusset/admin/v1/pages_pb';
import type { PageContentSchema } from '../../../gen/gusset/site/v1/page_content_pb';
import { useClient } from '../../../lib/use-client';
import { pageKey, pagesAdminKey } from './page-admin-keys';

// The page as staff edit it: its draft (the newest version) and its state.
export function usePageDraft(path: string) {
  const client = useClient(PageAdminService);
  return useQuery({
    queryKey: pageKey(path),
    queryFn: async ({ signal }): Promise<GetPageResponse> => client.getPage({ path }, { signal }),
    // The editor keeps what staff typed: a background refetch must not reset it.
    refetchOnWindowFocus: false,
  });
}

// usePageStep runs one publishing step; every one answers the page's new state.
function usePageStep<T>(step: (client: ReturnType<typeof useClient<typeof PageAdminService>>, vars: T) => Promise<{ state?: PageState }>) {
  const client = useClient(PageAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: T) => (await step(client, vars)).state,
    // The open editor holds its own copy; the list and the versions read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesAdminKey, predicate: (q) => q.queryKey[2] !== 'page' }),
  });
}

export type SavePageDraft = { path: string; content: MessageInitShape<typeof PageContentSchema>; version: number };

// Saves the content as a new version over the one it was edited from: ABORTED when someone
// saved since, INVALID_ARGUMENT with field violations ("blocks[3].image.alt").
export const useSavePageDraft = () => usePageStep((client, vars: SavePageDraft) => client.savePageDraft(vars));

// Publishes a version now, or at `at` (then it is scheduled).
export const usePublishPage = () =>
  usePageStep((client, { path, version, at }: { path: string; version: number; at?: Date }) =>
    client.publishPage({ path, version, publishTime: at ? timestampFromDate(at) : undefined }),
  );

export const useCancelScheduledPublish = () => usePageStep((client, vars: { path: string }) => client.cancelScheduledPublish(vars));

// Publishes again the version that was public before the last publish.
export const useUndoPublish = () => usePageStep((client, vars: { path: string }) => client.undoPublish(vars));

// Saves an earlier version's content as the new draft, over draftVersion.
export const useRestorePageVersion = () =>
  usePageStep((client, vars: { path: string; version: number; draftVersion: number }) => client.restorePageVersion(vars));
