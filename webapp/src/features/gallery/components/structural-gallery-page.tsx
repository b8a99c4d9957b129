import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function StructuralGalleryPage() {
  usePageTitle('Structural Gallery');
  return (
    <main id="main" className="page">
      <h1>Structural Gallery</h1>
    </main>
  );
}
