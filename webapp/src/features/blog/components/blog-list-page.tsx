import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder: this page is being built.
export function BlogListPage() {
  usePageTitle('Blog');
  return (
    <main id="main" className="page">
      <h1>Blog</h1>
    </main>
  );
}
