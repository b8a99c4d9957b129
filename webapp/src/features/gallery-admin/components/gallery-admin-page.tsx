import { useEffect, useState } from 'react';
import { ListSearch } from '../../../components/list-search/list-search';
import { Pager } from '../../../components/pager/pager';
import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';
import { useListQuery } from '../../../lib/use-list-query';
import { useGalleryProjects } from '../api/use-gallery-projects';
import { GalleryAddDialog } from './gallery-add-dialog';
import { GalleryEditDialog } from './gallery-edit-dialog';
import { GalleryImagePreviewDialog } from './gallery-image-preview-dialog';
import { GalleryTable } from './gallery-table';
import './gallery-admin.css';

type Modal = { kind: 'add' } | { kind: 'edit'; project: GalleryProject } | { kind: 'view'; project: GalleryProject } | null;

// The heading 'Gallery Management' comes from the route handle (admin layout).
export function GalleryAdminPage() {
  const { pages, query, search } = useListQuery();
  const list = useGalleryProjects(pages.token, query);
  const [modal, setModal] = useState<Modal>(null);
  const projects = list.data?.projects ?? [];

  // Deleting the last project of a later page would leave an empty page on screen.
  const emptyLaterPage = list.isSuccess && !list.isPlaceholderData && projects.length === 0 && pages.page > 1;
  const { previous } = pages;
  useEffect(() => {
    if (emptyLaterPage) previous();
  }, [emptyLaterPage, previous]);

  const close = () => setModal(null);

  return (
    <section className="gallery-admin" aria-label="Gallery Management">
      <div className="gallery-admin__toolbar">
        <ListSearch label="Search projects" hint="Title, scope or location" onSearch={search} />
        <button type="button" className="button button--primary" onClick={() => setModal({ kind: 'add' })}>
          Add New Project
        </button>
      </div>
      {list.isPending ? (
        <p role="status" className="muted">
          Loading gallery projects...
        </p>
      ) : list.isError ? (
        <p role="alert" className="form-error">
          Failed to fetch gallery data. Please try again later.
        </p>
      ) : projects.length === 0 ? (
        <p className="gallery-admin__empty">
          {query ? `No gallery projects match “${query}”.` : 'No gallery projects found. Add your first project to get started.'}
        </p>
      ) : (
        <GalleryTable
          projects={projects}
          onView={(project) => setModal({ kind: 'view', project })}
          onEdit={(project) => setModal({ kind: 'edit', project })}
        />
      )}
      <Pager page={pages.page} nextToken={list.data?.nextPageToken ?? ''} onNext={pages.next} onPrevious={pages.previous} />
      {modal?.kind === 'add' && <GalleryAddDialog onClose={close} />}
      {modal?.kind === 'edit' && <GalleryEditDialog project={modal.project} onClose={close} />}
      {modal?.kind === 'view' && <GalleryImagePreviewDialog project={modal.project} onClose={close} />}
    </section>
  );
}
