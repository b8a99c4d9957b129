import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function PembDetailingPage() {
  usePageTitle('PEMB Design and Detailing');
  return (
    <main id="main" className="page">
      <h1>PEMB Design and Detailing</h1>
    </main>
  );
}
