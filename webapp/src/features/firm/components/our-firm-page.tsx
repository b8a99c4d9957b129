import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function OurFirmPage() {
  usePageTitle('Our Firm');
  return (
    <main id="main" className="page">
      <h1>Our Firm</h1>
    </main>
  );
}
