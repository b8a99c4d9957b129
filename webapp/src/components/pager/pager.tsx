import './pager.css';

type Props = {
  page: number;
  // The server's next_page_token for the page on screen; empty on the last page.
  nextToken: string;
  onNext: (token: string) => void;
  onPrevious: () => void;
};

// Previous / Next under a long table; hidden when everything fits on one page.
export function Pager({ page, nextToken, onNext, onPrevious }: Props) {
  if (page === 1 && !nextToken) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="button" onClick={onPrevious} disabled={page === 1}>
        Previous
      </button>
      <span aria-live="polite">Page {page}</span>
      <button type="button" className="button" onClick={() => onNext(nextToken)} disabled={!nextToken}>
        Next
      </button>
    </nav>
  );
}
