import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function ConnectPage() {
  usePageTitle('Connect');
  return (
    <main id="main" className="page">
      <h1>Connect</h1>
    </main>
  );
}
