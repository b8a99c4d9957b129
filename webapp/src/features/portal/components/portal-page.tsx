import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function PortalPage() {
  usePageTitle('Project Portal');
  return (
    <main id="main" className="page">
      <h1>Project Portal</h1>
    </main>
  );
}
