import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// A link to another page starts it at its top (the browser would keep the old scroll
// position); Back and Forward (POP) leave the browser's own restoration alone.
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    // Optional calls: jsdom has neither, and nothing to scroll.
    document.scrollingElement?.scrollTo?.({ top: 0, left: 0 });
  }, [pathname, navigationType]);
  return null;
}
