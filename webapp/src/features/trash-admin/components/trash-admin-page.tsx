import { timestampDate } from '@bufbuild/protobuf/wkt';
import { useConfirm } from '../../../components/dialog/confirm-context';
import { useNotice } from '../../../components/notice/notice-context';
import { TrashKind, type TrashItem } from '../../../gen/gusset/admin/v1/trash_pb';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { countOf } from '../../../lib/plural';
import { deleteForGoodAction, deleteForGoodNote, deleteForGoodQuestion } from '../../../lib/trash-wording';
import { useEmpty, useRestore, useTrash } from '../api/use-trash';
import './trash-admin.css';

const kindLabels: Record<TrashKind, string> = {
  [TrashKind.UNSPECIFIED]: 'Item',
  [TrashKind.JOB]: 'Job',
  [TrashKind.APPLICATION]: 'Applicant',
  [TrashKind.POST]: 'Blog post',
  [TrashKind.GALLERY_PROJECT]: 'Gallery project',
  [TrashKind.PORTFOLIO_ITEM]: 'Portfolio project',
  [TrashKind.CONTACT_MESSAGE]: 'Contact message',
  [TrashKind.ESTIMATE]: 'Estimate request',
  [TrashKind.CASE_STUDY]: 'Case study',
};

const day = 24 * 60 * 60 * 1000;

// Whole days until the item is removed for good (0 on its last day).
function daysLeft(item: TrashItem, now: number) {
  if (!item.purgeTime) return 0;
  return Math.max(0, Math.floor((timestampDate(item.purgeTime).getTime() - now) / day));
}

// The page heading ('Trash') comes from the admin layout.
export function TrashAdminPage() {
  const trash = useTrash();
  const restore = useRestore();
  const empty = useEmpty();
  const confirm = useConfirm();
  const { notify } = useNotice();
  // Days are counted from when the list was read, so a render never reads the clock.
  const now = trash.dataUpdatedAt;

  const onRestore = (item: TrashItem) =>
    restore.mutate(
      { kind: item.kind, id: item.id },
      {
        onSuccess: () => notify(`${kindLabels[item.kind]} "${item.title}" restored.`, 'success'),
        onError: (error) => notify(errorText(error), 'error'),
      },
    );

  const onRemove = async (item: TrashItem) => {
    if (!(await confirm(deleteForGoodQuestion(item.kind), deleteForGoodNote(item.kind, item.title), deleteForGoodAction))) return;
    empty.mutate(
      { kind: item.kind, id: item.id },
      {
        onSuccess: () => notify('Removed for good.', 'success'),
        onError: (error) => notify(errorText(error), 'error'),
      },
    );
  };

  const onEmpty = async () => {
    if (!(await confirm('Empty the trash?', 'Every item in it is removed for good with its files. This action cannot be undone.', 'Empty trash'))) return;
    empty.mutate(undefined, {
      onSuccess: (res) => notify(`Removed ${countOf(res.removed, 'item')} for good.`, 'success'),
      onError: (error) => notify(errorText(error), 'error'),
    });
  };

  return (
    <section className="trash-admin" aria-labelledby="trash-admin-items">
      <div className="admin-toolbar">
        <h2 id="trash-admin-items">Deleted items</h2>
        <button
          type="button"
          className="button button--danger"
          onClick={() => void onEmpty()}
          disabled={empty.isPending || !trash.data?.length}
        >
          Empty trash
        </button>
      </div>
      <p className="trash-admin__note">Deleted items stay here for 30 days, then they are removed for good with their files.</p>
      {trash.isPending ? (
        <p className="admin-state" role="status">
          Loading the trash...
        </p>
      ) : trash.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          Failed to load the trash.
        </p>
      ) : trash.data.length === 0 ? (
        <p className="admin-state">The trash is empty.</p>
      ) : (
        <>
          <div className="admin-table-wrap" role="region" aria-label="Trash table" tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Type</th>
                  <th scope="col">Title</th>
                  <th scope="col">Deleted</th>
                  <th scope="col">By</th>
                  <th scope="col">Days left</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {trash.data.map((item) => (
                  <tr key={`${item.kind}-${item.id}`}>
                    <td>{kindLabels[item.kind]}</td>
                    <th scope="row">{item.title}</th>
                    <td>{formatDate(item.deleteTime)}</td>
                    <td>{item.deleteUser || '—'}</td>
                    <td>{daysLeft(item, now)}</td>
                    <td className="trash-admin__actions">
                      <button
                        type="button"
                        className="button"
                        aria-label={`Restore ${item.title}`}
                        onClick={() => onRestore(item)}
                        disabled={restore.isPending}
                      >
                        Restore
                      </button>
                      <button
                        type="button"
                        className="button button--danger"
                        aria-label={`Delete ${item.title} for good`}
                        onClick={() => void onRemove(item)}
                        disabled={empty.isPending}
                      >
                        Delete for good
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {trash.hasNextPage && (
            <button type="button" className="button" onClick={() => void trash.fetchNextPage()} disabled={trash.isFetchingNextPage}>
              {trash.isFetchingNextPage ? 'Loading more...' : 'Load more'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
