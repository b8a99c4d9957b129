import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function LeadershipPage() {
  usePageTitle('Leadership Team');
  return (
    <main id="main" className="page">
      <h1>Leadership Team</h1>
    </main>
  );
}
