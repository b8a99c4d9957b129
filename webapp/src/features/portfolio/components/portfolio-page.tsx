import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function PortfolioPage() {
  usePageTitle('Project Portfolio');
  return (
    <main id="main" className="page">
      <h1>Project Portfolio</h1>
    </main>
  );
}
