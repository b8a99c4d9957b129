import { useEffect } from 'react';
import { useLocation } from 'react-router';

// Whether this document has reported a page view yet: only its first carries the
// referrer (the page the visitor came from); later route changes are moves within the site.
let reported = false;

// usePageViews reports a page view to the site's own analytics (docs/analytics.md) on every
// route change: the path with its query string (the server keeps only utm_*) and, once, the
// referrer. No cookie, no storage. Kept to a few lines on purpose: it is in every public
// page's first load; bots are told apart on the server (a maintained crawler list), so no
// bot list ships to browsers. Staff screens are not counted, nor a browser sending Global
// Privacy Control (the server also drops requests with Sec-GPC: 1).
export function usePageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (pathname.startsWith('/admin') || nav.globalPrivacyControl || !nav.sendBeacon) return;
    nav.sendBeacon('/analytics/event', JSON.stringify({ u: pathname + search, r: reported ? '' : document.referrer }));
    reported = true;
  }, [pathname, search]);
}
