import { useId, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AssigneeSelect } from '../../../components/follow-up/assignee-select';
import { NotesPanel } from '../../../components/follow-up/notes-panel';
import { EstimateStatus, type Estimate } from '../../../gen/gusset/admin/v1/estimates_pb';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import {
  useAddEstimateNote,
  useDeleteEstimate,
  useEstimate,
  useEstimateNotes,
  useSetEstimateAssignee,
  useSetEstimateStatus,
  useStaffOptions,
} from '../api/use-estimates';
import { EstimateConvert } from './estimate-convert';
import { EstimateFlags, ResponseTime } from './estimate-flags';
import { fileSize, otherLabels, serviceLabels, statusOptions } from './estimate-labels';
import './estimates-admin.css';

// One estimate request: what the visitor sent, its files, the pipeline, the assignee and
// the notes; quotes draws its quotes (features/quotes-admin, mounted by the route).
type Slots = { quotes?: (e: Estimate) => ReactNode };

export function EstimateDetailPage({ quotes }: Slots) {
  const { id = '' } = useParams();
  const estimate = useEstimate(id);
  if (estimate.isPending) {
    return (
      <p className="admin-state" role="status">
        Loading the request...
      </p>
    );
  }
  if (estimate.isError || !estimate.data) {
    return (
      <p className="admin-state admin-state--error" role="alert">
        {errorText(estimate.error, 'Failed to load the request.')}
      </p>
    );
  }
  return <EstimateDetail estimate={estimate.data} quotes={quotes} />;
}

function EstimateDetail({ estimate: e, quotes }: { estimate: Estimate } & Slots) {
  const setStatus = useSetEstimateStatus();
  const setAssignee = useSetEstimateAssignee();
  const remove = useDeleteEstimate();
  const staff = useStaffOptions();
  const navigate = useNavigate();
  const id = useId();
  const labelled = (values: string[], labels: Record<string, string>) => values.map((v) => labels[v] ?? v).join(', ');
  // Addresses and numbers open the mail app and the dialler (a phone's tap calls).
  const rows: [string, ReactNode][] = [
    ['Name', e.name],
    ['Company', e.company],
    ['Email', e.email && <a href={`mailto:${e.email}`}>{e.email}</a>],
    ['Phone', e.phone && <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a>],
    ['Project', e.projectName],
    ['Location', [e.city, e.region, e.country].filter(Boolean).join(', ')],
    ['Services', labelled(e.services, serviceLabels)],
    ['Structure type', e.structureType],
    ['Tonnage', e.tonnage],
    ['Drawing status', otherLabels[e.drawingStatus] ?? e.drawingStatus],
    ['Needed by', e.neededBy],
    ['Software', e.software === 'OTHER' ? `Other: ${e.softwareOther}` : (otherLabels[e.software] ?? e.software)],
    ['Deliverables', labelled(e.deliverables, otherLabels)],
    ['Received', formatDate(e.createTime)],
  ];
  const onDelete = () => {
    if (!window.confirm('Move this estimate request to the trash? You can restore it for 30 days.')) return;
    remove.mutate(e.id, { onSuccess: () => void navigate('/admin/estimates') });
  };
  return (
    <div className="estimate-detail">
      <p>
        <Link to="/admin/estimates">← All estimate requests</Link>
      </p>
      <h2 className="estimate-detail__reference">{e.reference}</h2>
      <div className="estimate-detail__controls">
        <div>
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={e.status}
            disabled={setStatus.isPending}
            onChange={(ev) => setStatus.mutate({ id: e.id, status: Number(ev.target.value) as EstimateStatus })}
          >
            {statusOptions.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <AssigneeSelect
          id={`${id}-assignee`}
          label="Assignee"
          noneLabel="Unassigned"
          value={e.assigneeId}
          valueName={e.assigneeName}
          staff={staff.data}
          disabled={setAssignee.isPending}
          onChange={(assigneeId) => setAssignee.mutate({ id: e.id, assigneeId })}
        />
        <div>
          <span className="estimate-detail__label">First response</span>
          <ResponseTime estimate={e} />
          {e.firstResponseTime && <EstimateFlags estimate={{ ...e, overdue: false, dueSoon: false } as Estimate} />}
        </div>
        <button type="button" className="button button--danger" onClick={onDelete} disabled={remove.isPending}>
          Move to trash
        </button>
      </div>
      {(setStatus.isError || setAssignee.isError) && <p role="alert">{errorText(setStatus.error ?? setAssignee.error)}</p>}
      <dl className="estimate-detail__fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {e.scopeNotes && (
        <section aria-label="Scope notes">
          <h3>Scope notes</h3>
          <p className="estimate-detail__notes">{e.scopeNotes}</p>
        </section>
      )}
      <section aria-labelledby={`${id}-files`}>
        <h3 id={`${id}-files`}>Files</h3>
        {e.files.length === 0 ? (
          <p className="muted">No files.</p>
        ) : (
          <>
            <ul className="estimate-detail__files">
              {e.files.map((f) => (
                <li key={f.id}>
                  <a href={f.downloadPath} download>
                    {f.name}
                  </a>{' '}
                  <span className="muted">{fileSize(f.size)}</span>
                  <code className="estimate-detail__sha" title="SHA-256">
                    {f.sha256}
                  </code>
                </li>
              ))}
            </ul>
            {e.zipPath && (
              <a className="button" href={e.zipPath} download>
                Download all as ZIP
              </a>
            )}
          </>
        )}
      </section>
      {quotes?.(e)}
      <EstimateConvert estimate={e} />
      <EstimateNotes estimateId={e.id} />
    </div>
  );
}

const noteClasses = { panel: 'estimate-detail__notes-panel', list: 'estimate-detail__note-list' };

function EstimateNotes({ estimateId }: { estimateId: string }) {
  const add = useAddEstimateNote();
  const addNote = { ...add, mutate: (body: string, options: { onSuccess: () => void }) => add.mutate({ estimateId, body }, options) };
  return <NotesPanel notes={useEstimateNotes(estimateId)} add={addNote} classes={noteClasses} heading="Notes" />;
}
