import { Code, ConnectError } from '@connectrpc/connect';
import { useState, type FormEvent } from 'react';
import { TextField, type Errors } from '../../../components/form/record-fields';
import { useConfirm } from '../../../components/dialog/confirm-context';
import { useNotice } from '../../../components/notice/notice-context';
import { PageKind, type PageState } from '../../../gen/gusset/admin/v1/pages_pb';
import { fieldViolations } from '../../../lib/field-violations';
import { useDeletePage, useUpdatePagePlace } from '../api/use-pages';

const slugOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

// PageActions renames a page in the menu (a service page's address too), hides or shows
// it, and removes a service page.
export function PageActions({ page, onDone }: { page: PageState; onDone: () => void }) {
  const update = useUpdatePagePlace();
  const remove = useDeletePage();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const service = page.kind === PageKind.SERVICE;
  const [name, setName] = useState(page.name);
  const [slug, setSlug] = useState(slugOf(page.path));
  const [errors, setErrors] = useState<Errors>({});
  const slugChanged = service && slug.trim() !== slugOf(page.path);

  const place = (hidden: boolean, done: string) =>
    update.mutate(
      { path: page.path, name: name.trim(), slug: slugChanged ? slug.trim() : '', hidden },
      {
        onSuccess: () => {
          setErrors({});
          notify(done, 'success');
          onDone();
        },
        onError: (error) => {
          const found = fieldViolations(error);
          setErrors(found);
          notify(Object.keys(found).length > 0 ? 'Some fields need attention.' : 'Failed to change the page.', 'error');
        },
      },
    );

  const onRename = (e: FormEvent) => {
    e.preventDefault();
    place(page.hidden, slugChanged ? `Renamed: ${page.path} now redirects to the new address.` : 'Renamed.');
  };

  const onDelete = async () => {
    if (!(await confirm(`Delete the page ${page.name}?`, 'Its address stops working and its versions are removed.'))) return;
    try {
      await remove.mutateAsync({ path: page.path, removeFromNavigation: false });
    } catch (error) {
      if (!(error instanceof ConnectError && error.code === Code.FailedPrecondition)) {
        notify('Failed to delete the page.', 'error');
        return;
      }
      if (!(await confirm('This page is in the navigation; remove it from the navigation and delete?', undefined, 'Remove and delete'))) return;
      try {
        await remove.mutateAsync({ path: page.path, removeFromNavigation: true });
      } catch {
        notify('Failed to delete the page.', 'error');
        return;
      }
    }
    notify(`${page.name} deleted.`, 'success');
  };

  const busy = update.isPending || remove.isPending;
  return (
    <form className="pages-admin__actions" onSubmit={onRename} noValidate aria-busy={busy}>
      <div className="record-fields__grid">
        <TextField label="Name in the menu" field="name" value={name} onChange={setName} errors={errors} />
        {service && (
          <TextField
            label="Address (slug)"
            field="slug"
            value={slug}
            onChange={setSlug}
            errors={errors}
            hint={slugChanged ? `The old address ${page.path} will redirect to /services/${slug.trim()}.` : 'Changing it moves the page; the old address will redirect to the new one.'}
          />
        )}
      </div>
      <p className="pages-admin__links">
        <button type="submit" className="button button--primary" disabled={busy}>
          Rename
        </button>
        <button type="button" className="button" onClick={() => place(!page.hidden, page.hidden ? `${page.name} is in the menu again.` : `${page.name} is hidden from the menu.`)} disabled={busy}>
          {page.hidden ? 'Show in the menu' : 'Hide from the menu'}
        </button>
        {service && (
          <button type="button" className="button button--danger" onClick={() => void onDelete()} disabled={busy}>
            Delete {page.name}
          </button>
        )}
      </p>
    </form>
  );
}
