import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function DepartmentGalleryPage() {
  usePageTitle('Gallery');
  return (
    <main id="main" className="page">
      <h1>Gallery</h1>
    </main>
  );
}
