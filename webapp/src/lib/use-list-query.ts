import { useCallback, useState } from 'react';
import { usePageTokens } from './use-page-tokens';

// useListQuery is a searchable, cursor-paged staff list's state: the search text and
// the page tokens. A new search starts again from page 1 (the old tokens were cursors
// into another result). ListSearch calls search only when its text changes.
export function useListQuery() {
  const pages = usePageTokens();
  const [query, setQuery] = useState('');
  const { reset } = pages;
  const search = useCallback(
    (next: string) => {
      setQuery(next);
      reset();
    },
    [reset],
  );
  return { pages, query, search };
}
