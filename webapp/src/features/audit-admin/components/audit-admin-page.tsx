import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { useAuditEvents, useStaffOptions, type AuditFilter } from '../api/use-audit-events';
import './audit-admin.css';

// The entity tables staff write to (audit_row triggers), by what staff call them.
const entityTables = [
  ['jobs', 'Jobs'],
  ['applications', 'Applications'],
  ['blog_posts', 'Blog posts'],
  ['gallery_projects', 'Gallery projects'],
  ['gallery_images', 'Gallery images'],
  ['portfolio_items', 'Portfolio items'],
  ['contact_messages', 'Contact messages'],
  ['newsletter_subscribers', 'Newsletter subscribers'],
  ['newsletter_sends', 'Newsletter sends'],
  ['outbox_messages', 'Outbox'],
  ['files', 'Files'],
  ['staff_users', 'Staff accounts and sign-ins'],
  ['staff_sessions', 'Sessions'],
] as const;

// The audit trail, newest first. It is read-only: the product has no way to change it.
export function AuditAdminPage() {
  const [filter, setFilter] = useState<AuditFilter>({ actorId: '', entityTable: '', from: '', to: '' });
  const events = useAuditEvents(filter);
  const staff = useStaffOptions();
  const ids = { actor: useId(), entity: useId(), from: useId(), to: useId() };
  const set = (key: keyof AuditFilter) => (e: { target: { value: string } }) => setFilter({ ...filter, [key]: e.target.value });

  return (
    <div className="audit-admin">
      <form className="audit-admin__filters" aria-label="Filter the audit trail" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.actor}>Staff member</label>
          <select id={ids.actor} value={filter.actorId} onChange={set('actorId')}>
            <option value="">Everyone</option>
            {staff.data?.map((u) => (
              <option key={u.id} value={u.id}>
                {u.username}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.entity}>What</label>
          <select id={ids.entity} value={filter.entityTable} onChange={set('entityTable')}>
            <option value="">Everything</option>
            {entityTables.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.from}>From</label>
          <input id={ids.from} type="date" value={filter.from} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>To</label>
          <input id={ids.to} type="date" value={filter.to} onChange={set('to')} />
        </div>
      </form>
      {events.isPending ? (
        <p className="admin-state" role="status">
          Loading the audit trail...
        </p>
      ) : events.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          Failed to load the audit trail.
        </p>
      ) : events.data.length === 0 ? (
        <p className="admin-state">No events found.</p>
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="audit-admin__table" aria-busy={events.isPlaceholderData}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">From</th>
                  <th scope="col">Action</th>
                  <th scope="col">What</th>
                  <th scope="col">Changes</th>
                </tr>
              </thead>
              <tbody>
                {events.data.map((e) => (
                  <tr key={e.id.toString()}>
                    <td>{formatDateTime(e.createTime, { seconds: true })}</td>
                    <td>{e.actorUsername || '—'}</td>
                    <td>{e.clientAddr}</td>
                    <td>{e.action.replaceAll('_', ' ')}</td>
                    <td>
                      {e.entityTable}
                      {e.entityId && <span className="audit-admin__id"> {e.entityId}</span>}
                      {e.procedure && <span className="audit-admin__id"> via {e.procedure.split('/').pop()}</span>}
                    </td>
                    <td>
                      <code className="audit-admin__summary">{e.summaryJson === '{}' ? '' : e.summaryJson}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {events.hasNextPage && (
            <button type="button" className="button" onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
              Load older events
            </button>
          )}
        </>
      )}
    </div>
  );
}
