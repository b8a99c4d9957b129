import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function ArchitecturalBimPage() {
  usePageTitle('Architectural BIM Services');
  return (
    <main id="main" className="page">
      <h1>Architectural BIM Services</h1>
    </main>
  );
}
