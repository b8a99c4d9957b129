import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function ServicesPage() {
  usePageTitle('Services');
  return (
    <main id="main" className="page">
      <h1>Services</h1>
    </main>
  );
}
