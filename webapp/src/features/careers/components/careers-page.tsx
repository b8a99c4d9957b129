import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function CareersPage() {
  usePageTitle('Careers');
  return (
    <main id="main" className="page">
      <h1>Careers</h1>
    </main>
  );
}
