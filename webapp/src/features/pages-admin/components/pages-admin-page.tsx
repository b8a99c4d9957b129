import { useId, useState, type FormEvent } from 'react';
import { TextField, type Errors } from '../../../components/form/record-fields';
import { useNotice } from '../../../components/notice/notice-context';
import type { PageState } from '../../../gen/gusset/admin/v1/pages_pb';
import { fieldViolations } from '../../../lib/field-violations';
import { useCreateServicePage, usePageList } from '../api/use-pages';
import { PageGroup } from './page-group';
import './pages-admin.css';

type Group = { parent: string; title: string; pages: PageState[] };

// groups puts the pages under their menu entry, each in its menu order; the top-level
// pages come first.
function groups(pages: PageState[]): Group[] {
  const byParent = new Map<string, PageState[]>();
  for (const page of pages) byParent.set(page.parent, [...(byParent.get(page.parent) ?? []), page]);
  const nameOf = (path: string) => pages.find((p) => p.path === path)?.name ?? path;
  return [...byParent.entries()]
    .sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))
    .map(([parent, list]) => ({ parent, title: parent === '' ? 'Menu' : `Under ${nameOf(parent)}`, pages: list.sort((a, b) => a.position - b.position) }));
}

// PagesAdminPage lists every public page under its menu entry with its publishing state;
// service pages are added, renamed, reordered, hidden and removed here.
export function PagesAdminPage() {
  const pages = usePageList();
  if (pages.isPending) {
    return (
      <p className="muted" role="status">
        Loading pages...
      </p>
    );
  }
  if (pages.isError) {
    return (
      <p className="form-error" role="alert">
        Failed to load the pages.
      </p>
    );
  }
  return (
    <div className="pages-admin">
      <p className="muted">Every public page's words and pictures. Edit a page, preview it, then publish it: visitors see nothing until then.</p>
      {groups(pages.data).map((group) => (
        <PageGroup key={group.parent || 'top'} parent={group.parent} title={group.title} pages={group.pages} />
      ))}
      <AddService />
    </div>
  );
}

// AddService adds a service page from the service template, hidden until published.
function AddService() {
  const create = useCreateServicePage();
  const { notify } = useNotice();
  const [slug, setSlug] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const headingId = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { slug: slug.trim(), name: name.trim() },
      {
        onSuccess: (state) => {
          setSlug('');
          setName('');
          setErrors({});
          notify(`Service page ${state?.path ?? ''} added. Edit and publish it to show it.`, 'success');
        },
        onError: (error) => {
          const found = fieldViolations(error);
          setErrors(found);
          notify(Object.keys(found).length > 0 ? 'Some fields need attention.' : 'Failed to add the service page.', 'error');
        },
      },
    );
  };
  return (
    <section className="pages-admin__add" aria-labelledby={headingId}>
      <h2 id={headingId} className="record-fields__heading">
        Add a service
      </h2>
      <form onSubmit={onSubmit} noValidate className="record-fields__grid" aria-busy={create.isPending}>
        <TextField label="Service name" field="name" value={name} onChange={setName} errors={errors} hint="Its name in the menu." />
        <TextField label="Address (slug)" field="slug" value={slug} onChange={setSlug} errors={errors} hint={`The page will be at /services/${slug.trim() || '…'}`} />
        <div className="pages-admin__add-actions">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            Add service
          </button>
        </div>
      </form>
    </section>
  );
}
