import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SortableList, type SortableRow } from '../../../components/admin/sortable-list';
import { useNotice } from '../../../components/notice/notice-context';
import { PageKind, type PageState } from '../../../gen/gusset/admin/v1/pages_pb';
import { useReorderPages } from '../api/use-pages';
import { PageActions } from './page-actions';
import { PageStateBadges } from './page-state-line';

type Props = { parent: string; title: string; pages: PageState[] };

// PageGroup is the pages under one menu entry. Service pages can be put in another order:
// dragged (pointer, touch, or Space and the arrow keys on the handle) or moved with buttons.
export function PageGroup({ parent, title, pages }: Props) {
  const reorder = useReorderPages();
  const { notify } = useNotice();
  const headingId = useId();
  const movable = pages.some((p) => p.kind === PageKind.SERVICE);
  const send = (order: PageState[]) =>
    reorder.mutate(
      { parent, paths: order.map((p) => p.path) },
      { onSuccess: () => notify('Menu order saved', 'success'), onError: () => notify('Failed to save the order.', 'error') },
    );
  return (
    <section className="pages-admin__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="record-fields__heading">
        {title}
      </h2>
      {movable ? (
        <SortableList
          items={pages}
          idOf={(p) => p.path}
          nameOf={(p) => p.name}
          noun="page"
          onReorder={send}
          disabled={reorder.isPending}
          handleClassName="button page-editor__icon"
          list={(rows) => <ol className="pages-admin__list">{rows}</ol>}
          row={(page, _, sortable) => <ServicePageRow page={page} busy={reorder.isPending} sortable={sortable} />}
        />
      ) : (
        <ol className="pages-admin__list">
          {pages.map((page) => (
            <li key={page.path} className="pages-admin__row">
              <RowBody page={page} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

// ServicePageRow is a service page's row: its handle and buttons move it in the menu.
function ServicePageRow({ page, busy, sortable }: { page: PageState; busy: boolean; sortable: SortableRow }) {
  const { ref, style, handle, first, last, move } = sortable;
  return (
    <li ref={ref} style={style} className="pages-admin__row">
      <span className="pages-admin__move">
        {handle}
        <button type="button" className="button page-editor__icon" onClick={() => move(-1)} disabled={busy || first} aria-label={`Move ${page.name} up`} title="Move up">
          <ArrowUp aria-hidden="true" size={20} />
        </button>
        <button type="button" className="button page-editor__icon" onClick={() => move(1)} disabled={busy || last} aria-label={`Move ${page.name} down`} title="Move down">
          <ArrowDown aria-hidden="true" size={20} />
        </button>
      </span>
      <RowBody page={page} />
    </li>
  );
}

function RowBody({ page }: { page: PageState }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="pages-admin__body">
      <p className="pages-admin__name">
        <strong>{page.name}</strong> <code>{page.path}</code>
      </p>
      <PageStateBadges state={page} />
      <p className="pages-admin__links">
        <Link className="button" to={`/admin/pages/edit?path=${encodeURIComponent(page.path)}`}>
          Edit {page.name}
        </Link>
        <a className="button" href={page.path} target="_blank" rel="noopener">
          View {page.name}{' '}
          <span className="visually-hidden">on the site (opens in a new tab)</span>
        </a>
        <button type="button" className="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Close settings' : 'Menu settings'}{' '}
          <span className="visually-hidden">of {page.name}</span>
        </button>
      </p>
      {open && <PageActions page={page} onDone={() => setOpen(false)} />}
    </div>
  );
}
