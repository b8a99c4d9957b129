import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function ResourcesPage() {
  usePageTitle('Resources');
  return (
    <main id="main" className="page">
      <h1>Resources</h1>
    </main>
  );
}
