import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PageAdminService, type PageState } from '../../../gen/gusset/admin/v1/pages_pb';
import { useClient } from '../../../lib/use-client';
import { pageListKey, pagesAdminKey } from './page-admin-keys';

// Every page with its place in the navigation and its publishing state.
export function usePageList() {
  const client = useClient(PageAdminService);
  return useQuery({
    queryKey: pageListKey,
    queryFn: async ({ signal }): Promise<PageState[]> => (await client.listPages({}, { signal })).pages,
  });
}

// usePageWrite runs one change to the pages' places and refreshes what the page admin shows.
function usePageWrite<T, R>(write: (client: ReturnType<typeof useClient<typeof PageAdminService>>, vars: T) => Promise<R>) {
  const client = useClient(PageAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: T) => write(client, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesAdminKey }),
  });
}

export const useCreateServicePage = () =>
  usePageWrite(async (client, vars: { slug: string; name: string }) => (await client.createServicePage(vars)).state);

// Renames (name, or a service page's slug; '' keeps it), hides or shows a page.
export const useUpdatePagePlace = () =>
  usePageWrite(async (client, vars: { path: string; name: string; slug: string; hidden: boolean }) => (await client.updatePagePlace(vars)).state);

export const useReorderPages = () =>
  usePageWrite(async (client, vars: { parent: string; paths: string[] }) => (await client.reorderPages(vars)).pages);

// DeletePage answers FAILED_PRECONDITION while the navigation links to the page, unless
// removeFromNavigation is set.
export const useDeletePage = () =>
  usePageWrite(async (client, vars: { path: string; removeFromNavigation: boolean }) => {
    await client.deletePage(vars);
  });
