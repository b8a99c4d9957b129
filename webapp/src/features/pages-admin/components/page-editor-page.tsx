import { Link, useSearchParams } from 'react-router';
import { usePageDraft } from '../api/use-page-draft';
import { PageEditor } from './page-editor';
import './pages-admin.css';

// The page editor at /admin/pages/edit?path=/our-firm: the page's address is a query
// parameter, as pages sit at any depth (/services/pemb-detailing).
export function PageEditorPage() {
  const [params] = useSearchParams();
  const path = params.get('path') ?? '';
  const page = usePageDraft(path);
  if (!path) {
    return (
      <p className="form-error" role="alert">
        No page chosen. <Link to="/admin/pages">Choose one from the pages</Link>.
      </p>
    );
  }
  if (page.isPending) {
    return (
      <p className="muted" role="status">
        Loading the page...
      </p>
    );
  }
  if (page.isError || !page.data.state) {
    return (
      <p className="form-error" role="alert">
        Failed to load the page {path}. <Link to="/admin/pages">Back to the pages</Link>.
      </p>
    );
  }
  return <PageEditor key={path} path={path} initial={page.data} reload={async () => (await page.refetch()).data ?? null} />;
}
