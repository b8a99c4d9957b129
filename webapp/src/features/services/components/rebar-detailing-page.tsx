import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function RebarDetailingPage() {
  usePageTitle('Rebar Estimation and Detailing');
  return (
    <main id="main" className="page">
      <h1>Rebar Estimation and Detailing</h1>
    </main>
  );
}
