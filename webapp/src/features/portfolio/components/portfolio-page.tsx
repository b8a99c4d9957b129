import { useState } from 'react';
import { PageBanner } from '../../../components/site/page-banner';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePortfolioItems } from '../api/use-portfolio-items';
import { PortfolioThumb } from './portfolio-thumb';
import { PortfolioViewer } from './portfolio-viewer';
import './portfolio.css';

export { prefetchPortfolioItems as prefetch } from '../api/use-portfolio-items';

export function PortfolioPage() {
  usePageTitle('Project Portfolio');
  return (
    <main id="main">
      <PageBanner eyebrow="Our Work" header="Project Portfolio">
        <p>Sample drawing sets and models from our detailing work. Pick a project to read its portfolio.</p>
      </PageBanner>
      <div className="page">
        <Portfolio />
      </div>
    </main>
  );
}

function Portfolio() {
  const items = usePortfolioItems();
  // null: the first item, until the visitor picks one.
  const [picked, setPicked] = useState<string | null>(null);

  if (items.isPending) {
    return (
      <p className="portfolio-state" role="status">
        Loading portfolio...
      </p>
    );
  }
  if (items.isError) {
    return (
      <div className="portfolio-state" role="alert">
        <p>Failed to load the portfolio. Please try again.</p>
        <button type="button" className="button" onClick={() => void items.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (items.data.length === 0) {
    return <p className="portfolio-state">No portfolio items found.</p>;
  }

  const selectedId = picked ?? items.data[0].id;
  const selected = items.data.find((item) => item.id === selectedId);

  return (
    <div className="portfolio">
      <nav className="portfolio__list" aria-label="Portfolio items">
        <ul>
          {items.data.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="portfolio__item"
                aria-current={item.id === selectedId ? 'true' : undefined}
                onClick={() => setPicked(item.id)}
              >
                <PortfolioThumb item={item} />
                <span className="portfolio__item-title">{item.title || 'Untitled'}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="portfolio__detail">
        {selected ? (
          <PortfolioViewer key={`${selected.id}:${selected.file?.path ?? ''}`} item={selected} focusOnShow={picked !== null} />
        ) : (
          <p className="portfolio-state">Select an item from the left to view its details.</p>
        )}
      </div>
    </div>
  );
}
