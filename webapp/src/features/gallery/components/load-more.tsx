import { useEffect, useEffectEvent, useRef } from 'react';
import './load-more.css';

type Props = {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label?: string;
};

// LoadMore fetches the next page when the visitor scrolls near the end of the list, and
// offers a button for those who do not scroll (keyboard users, or where IntersectionObserver
// is missing).
export function LoadMore({ hasMore, loading, onLoadMore, label = 'Load more projects' }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(onLoadMore);

  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || loading || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div className="load-more" ref={sentinel}>
      <button type="button" className="button" onClick={onLoadMore} disabled={loading}>
        {loading ? 'Loading more...' : label}
      </button>
    </div>
  );
}
