import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function ConnectionDesignPage() {
  usePageTitle('Connection Design and PE/SE Stamping');
  return (
    <main id="main" className="page">
      <h1>Connection Design and PE/SE Stamping</h1>
    </main>
  );
}
