import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function CaseStudiesPage() {
  usePageTitle('Case Studies');
  return (
    <main id="main" className="page">
      <h1>Case Studies</h1>
    </main>
  );
}
