import { useEffect, useState } from 'react';
import { useConfirm } from '../../../components/dialog/confirm-context';
import { useNotice } from '../../../components/notice/notice-context';
import { Pager } from '../../../components/pager/pager';
import type { PortfolioItem } from '../../../gen/gusset/site/v1/portfolio_pb';
import { usePageTokens } from '../../../lib/use-page-tokens';
import { useDeletePortfolioItem } from '../api/use-delete-portfolio-item';
import { usePortfolioItems } from '../api/use-portfolio-items';
import { PortfolioFormDialog } from './portfolio-form-dialog';
import { PortfolioTable } from './portfolio-table';
import './portfolio-admin.css';
import { confirmMoveToTrash } from '../../../lib/trash-wording';
import { TrashKind } from '../../../gen/gusset/admin/v1/trash_pb';

// undefined: no modal; null: adding; an item: editing it.
type Editing = PortfolioItem | null | undefined;

// The heading 'Portfolio Projects' comes from the route handle (admin layout).
export function PortfolioAdminPage() {
  const pages = usePageTokens();
  const list = usePortfolioItems(pages.token);
  const remove = useDeletePortfolioItem();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const [editing, setEditing] = useState<Editing>(undefined);

  // Rows without an id cannot be edited or deleted (spec), so they are not listed.
  const items = (list.data?.items ?? []).filter((item) => item.id);

  // Deleting the last row of a later page would leave an empty page on screen.
  const emptyLaterPage = list.isSuccess && !list.isPlaceholderData && items.length === 0 && pages.page > 1;
  const { previous } = pages;
  useEffect(() => {
    if (emptyLaterPage) previous();
  }, [emptyLaterPage, previous]);

  const onDelete = async (item: PortfolioItem) => {
    if (!(await confirmMoveToTrash(confirm, TrashKind.PORTFOLIO_ITEM))) return;
    remove.mutate(item.id, {
      onError: () => notify('Something went wrong while deleting portfolio', 'error'),
    });
  };

  return (
    <section className="portfolio-admin" aria-label="Portfolio Projects">
      <div className="portfolio-admin__toolbar">
        <button type="button" className="button button--primary" onClick={() => setEditing(null)}>
          + Add New Project
        </button>
      </div>
      {list.isPending ? (
        <p role="status" className="muted">
          Loading portfolio projects...
        </p>
      ) : list.isError ? (
        <p role="alert" className="form-error">
          Failed to load portfolio projects. Please try again later.
        </p>
      ) : items.length === 0 ? (
        <p className="portfolio-admin__empty">No portfolio projects found.</p>
      ) : (
        <PortfolioTable
          items={items}
          onEdit={setEditing}
          onDelete={(item) => void onDelete(item)}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      )}
      <Pager page={pages.page} nextToken={list.data?.nextPageToken ?? ''} onNext={pages.next} onPrevious={pages.previous} />
      {editing !== undefined && <PortfolioFormDialog item={editing ?? undefined} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
