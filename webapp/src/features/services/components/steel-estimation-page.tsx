import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function SteelEstimationPage() {
  usePageTitle('Steel Estimation and Take-off');
  return (
    <main id="main" className="page">
      <h1>Steel Estimation and Take-off</h1>
    </main>
  );
}
