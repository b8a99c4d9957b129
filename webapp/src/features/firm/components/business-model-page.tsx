import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function BusinessModelPage() {
  usePageTitle('Business Model');
  return (
    <main id="main" className="page">
      <h1>Business Model</h1>
    </main>
  );
}
