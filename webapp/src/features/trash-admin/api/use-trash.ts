import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { TrashService, type TrashKind } from '../../../gen/gusset/admin/v1/trash_pb';
import { useClient } from '../../../lib/use-client';

const trashKey = ['admin', 'trash'] as const;

// The trash, most recently deleted first; "Load more" adds the next page below.
export function useTrash() {
  const client = useClient(TrashService);
  return useInfiniteQuery({
    queryKey: trashKey,
    queryFn: ({ pageParam, signal }) => client.listTrash({ pageSize: 50, pageToken: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}

export type TrashRef = { kind: TrashKind; id: string };

// Restoring or removing an item changes what every other screen lists (and counts), so
// every cached query is refreshed.
export function useRestore() {
  const client = useClient(TrashService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: TrashRef) => client.restoreTrashItem(ref),
    onSettled: () => {
      void queryClient.invalidateQueries();
    },
  });
}

// Empties one item (ref) or the whole trash (no ref), for good.
export function useEmpty() {
  const client = useClient(TrashService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref?: TrashRef) => client.emptyTrash(ref ?? {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: trashKey });
    },
  });
}
