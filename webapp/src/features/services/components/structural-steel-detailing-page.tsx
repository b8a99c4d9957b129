import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function StructuralSteelDetailingPage() {
  usePageTitle('Structural Steel Detailing');
  return (
    <main id="main" className="page">
      <h1>Structural Steel Detailing</h1>
    </main>
  );
}
