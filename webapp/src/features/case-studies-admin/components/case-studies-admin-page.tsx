import { lazy, Suspense, useId, useState } from 'react';
import { useConfirm } from '../../../components/dialog/confirm-context';
import { Dialog } from '../../../components/dialog/dialog';
import { ListSearch } from '../../../components/list-search/list-search';
import { useNotice } from '../../../components/notice/notice-context';
import { Pager } from '../../../components/pager/pager';
import { TrashKind } from '../../../gen/gusset/admin/v1/trash_pb';
import { CaseStudyStatus, type CaseStudy } from '../../../gen/gusset/site/v1/case_studies_pb';
import { formatDate } from '../../../lib/format-date';
import { confirmMoveToTrash } from '../../../lib/trash-wording';
import { useListQuery } from '../../../lib/use-list-query';
import { useCaseStudies, useServicePages } from '../api/use-case-studies';
import { useDeleteCaseStudy, useSaveCaseStudy } from '../api/use-save-case-study';

// The form (with its editors and styles) loads when the dialog first opens; the list uses
// the back office's shared table and toolbar styles, so this screen's route brings no
// stylesheet of its own into every page's route table.
const CaseStudyForm = lazy(() => import('./case-study-form').then((m) => ({ default: m.CaseStudyForm })));

const statusText: Record<CaseStudyStatus, string> = {
  [CaseStudyStatus.UNSPECIFIED]: '',
  [CaseStudyStatus.DRAFT]: 'Draft',
  [CaseStudyStatus.PUBLISHED]: 'Published',
};

// What the editor is open for: a new case study (study null) or an existing one.
type Target = { study: CaseStudy | null };

export function CaseStudiesAdminPage() {
  const { pages, query, search } = useListQuery();
  const [status, setStatus] = useState<CaseStudyStatus>(CaseStudyStatus.UNSPECIFIED);
  const studies = useCaseStudies(pages.token, query, status);
  const remove = useDeleteCaseStudy();
  const save = useSaveCaseStudy();
  const services = useServicePages();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const [target, setTarget] = useState<Target | null>(null);
  const statusId = useId();
  const rows = studies.data?.caseStudies ?? [];

  const onDelete = async (study: CaseStudy) => {
    if (!(await confirmMoveToTrash(confirm, TrashKind.CASE_STUDY))) return;
    remove.mutate(study.id, {
      onSuccess: () => {
        notify('Case study moved to the trash', 'success');
        if (rows.length === 1 && pages.page > 1) pages.previous();
      },
      onError: () => notify('Failed to move the case study to the trash.', 'error'),
    });
  };

  return (
    <section>
      <div className="admin-toolbar">
        <ListSearch label="Search case studies" hint="Title, address, client type or summary" onSearch={search} />
        <div className="field">
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            value={status}
            onChange={(e) => {
              setStatus(Number(e.target.value) as CaseStudyStatus);
              pages.reset();
            }}
          >
            <option value={CaseStudyStatus.UNSPECIFIED}>All</option>
            <option value={CaseStudyStatus.DRAFT}>Drafts</option>
            <option value={CaseStudyStatus.PUBLISHED}>Published</option>
          </select>
        </div>
        <button type="button" className="button button--primary" onClick={() => setTarget({ study: null })}>
          + Add case study
        </button>
      </div>
      {studies.isError && (
        <p className="form-error" role="alert">
          Failed to load case studies.
        </p>
      )}
      {studies.isPending ? (
        <p className="muted" role="status">
          Loading case studies...
        </p>
      ) : studies.isSuccess && rows.length === 0 ? (
        <p className="muted">{query ? `No case studies match “${query}”.` : 'No case studies found.'}</p>
      ) : rows.length > 0 ? (
        <div className="admin-table-wrap" role="region" aria-label="Case studies table" tabIndex={0}>
          <table className="admin-table" aria-busy={studies.isPlaceholderData}>
            <caption className="visually-hidden">Case studies</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Client type</th>
                <th scope="col">Status</th>
                <th scope="col">Updated</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((study) => (
                <tr key={study.id}>
                  <td>{study.title}</td>
                  <td>{study.clientType}</td>
                  <td>{statusText[study.status]}</td>
                  <td>{formatDate(study.updateTime)}</td>
                  <td>
                    <div className="admin-actions">
                      {study.status === CaseStudyStatus.PUBLISHED && (
                        <a className="button" href={`/resources/case-studies/${study.slug}`} aria-label={`View ${study.title}`}>
                          View
                        </a>
                      )}
                      <button type="button" className="button" aria-label={`Edit ${study.title}`} onClick={() => setTarget({ study })}>
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button button--danger"
                        aria-label={`Move ${study.title} to the trash`}
                        disabled={remove.isPending && remove.variables === study.id}
                        onClick={() => void onDelete(study)}
                      >
                        Move to trash
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager page={pages.page} nextToken={studies.data?.nextPageToken ?? ''} onNext={pages.next} onPrevious={pages.previous} />
      <Dialog
        open={target !== null}
        title={target?.study ? `Edit case study: ${target.study.title}` : 'Add case study'}
        onClose={() => setTarget(null)}
        locked={save.isPending}
        className="case-study-dialog"
      >
        {target && (
          <Suspense fallback={<p className="muted">Loading the editor…</p>}>
            <CaseStudyForm
            key={target.study?.id ?? 'new'}
            study={target.study}
              services={services.data ?? []}
            saving={save.isPending}
            onSave={(values, callbacks) => save.mutate(values, callbacks)}
            onCancel={() => setTarget(null)}
            onSaved={() => {
              const created = !target.study;
              setTarget(null);
              if (created) pages.reset();
            }}
            />
          </Suspense>
        )}
      </Dialog>
    </section>
  );
}
