import { useId, useState } from 'react';
import { useAuditEvents, useAuditKinds, useStaffOptions, type AuditFilter } from '../api/use-audit-events';
import { AuditEntry } from './audit-entry';
import './audit-admin.css';

// The audit trail, newest first. It is read-only: the product has no way to change it.
export function AuditAdminPage() {
  const [filter, setFilter] = useState<AuditFilter>({ actorId: '', entityTable: '', from: '', to: '' });
  const events = useAuditEvents(filter);
  const staff = useStaffOptions();
  const kinds = useAuditKinds();
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
            {kinds.data?.map((k) => (
              <option key={k.entityTable} value={k.entityTable}>
                {k.label}
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
          <ol className="audit-admin__list" aria-busy={events.isPlaceholderData} aria-label="Audit events">
            {events.data.map((e) => (
              <AuditEntry key={e.id.toString()} e={e} />
            ))}
          </ol>
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
