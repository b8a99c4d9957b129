import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function MiscellaneousSteelDetailingPage() {
  usePageTitle('Miscellaneous Steel Detailing');
  return (
    <main id="main" className="page">
      <h1>Miscellaneous Steel Detailing</h1>
    </main>
  );
}
