import { useQueryClient, type QueryKey } from '@tanstack/react-query';

// useSettleUnread is what both sides do once a mark-read is answered. The answer carries the
// new count, and it wins: a count asked before the mark and still in flight (the header's
// bell is drawn again when a click opens another page) would otherwise land after the
// invalidation and put the old count back until the next poll. So that fetch is cancelled,
// the answer's count is set, and the rest (the list) is asked again.
export function useSettleUnread(keys: { all: QueryKey; unread: QueryKey }) {
  const queryClient = useQueryClient();
  return async (answer: { unreadCount: number }) => {
    await queryClient.cancelQueries({ queryKey: keys.unread, exact: true });
    queryClient.setQueryData(keys.unread, answer.unreadCount);
    await queryClient.invalidateQueries({ queryKey: keys.all, predicate: (q) => !sameKey(q.queryKey, keys.unread) });
  };
}

function sameKey(a: QueryKey, b: QueryKey): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i]);
}
