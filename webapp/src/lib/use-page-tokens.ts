import { useCallback, useState } from 'react';

// usePageTokens walks a cursor-paged list (page_token / next_page_token) forwards and
// back: the server only knows "after this row", so earlier tokens are kept here.
export function usePageTokens() {
  const [tokens, setTokens] = useState<string[]>(['']);
  const index = tokens.length - 1;
  return {
    // token to send for the page on screen
    token: tokens[index],
    // 1-based number of the page on screen
    page: index + 1,
    next: useCallback((nextToken: string) => setTokens((t) => [...t, nextToken]), []),
    previous: useCallback(() => setTokens((t) => (t.length > 1 ? t.slice(0, -1) : t)), []),
    reset: useCallback(() => setTokens(['']), []),
  };
}
