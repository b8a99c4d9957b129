import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function GalleryLandingPage() {
  usePageTitle('Gallery');
  return (
    <main id="main" className="page">
      <h1>Gallery</h1>
    </main>
  );
}
