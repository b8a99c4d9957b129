import { useSyncExternalStore } from 'react';

const never = () => () => {};

// useHydrated is false in the server's render and while the browser hydrates it, true
// after: for what must exist only in the browser (no server HTML, no hydration mismatch).
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
