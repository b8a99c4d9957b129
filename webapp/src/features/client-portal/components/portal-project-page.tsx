import { useId, useState, type FormEvent } from 'react';
import { Outlet, useParams } from 'react-router';
import { BallInCourt, type Milestone } from '../../../gen/gusset/portal/v1/portal_pb';
import { errorText } from '../../../lib/error-text';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHandBackMilestone, useMoveMilestone, usePortalProject } from '../api/use-portal';
import { ProjectMessages } from './project-messages';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { PortalShell, useClientSession } from './portal-shell';
import { ballLabel, statusLabel } from './portal-words';
import { ProjectFiles } from './project-files';
import '../../../components/form/field.css';

// One project of the client's organization: its milestones, what the client may change
// (a milestone in their court: its date, or handing it back), the history, the drawings
// (another feature's section, its child route), files and messages.
export function PortalProjectPage() {
  const { id = '' } = useParams();
  const { signedIn } = useClientSession();
  const project = usePortalProject(id, signedIn);
  useSignInOnExpiry(project.error);
  const name = project.data?.project?.name ?? 'Project';
  usePageTitle(name);
  return (
    <PortalShell title={name}>
      {project.isPending ? (
        <p role="status">Loading the project…</p>
      ) : project.isError ? (
        <p role="alert">{errorText(project.error, 'The project could not be loaded.')}</p>
      ) : (
        <>
          <p className="client-portal__meta">
            Job {project.data.project?.jobNumber}
            {project.data.project?.location && ` · ${project.data.project.location}`} · {statusLabel[project.data.project?.status ?? 0]}
            {project.data.project?.team.length ? ` · Team: ${project.data.project.team.map((m) => m.username).join(', ')}` : ''}
          </p>
          <h2>Milestones</h2>
          {project.data.milestones.length === 0 ? (
            <p>No milestones yet.</p>
          ) : (
            <ul className="client-portal__milestones">
              {project.data.milestones.map((m) => (
                <MilestoneItem key={m.id} milestone={m} />
              ))}
            </ul>
          )}
          <h2>History</h2>
          {project.data.history.length === 0 ? (
            <p>No dates moved and no hand-overs yet.</p>
          ) : (
            <ol className="client-portal__history">
              {project.data.history.map((c, i) => (
                <li key={`${c.milestoneId}-${i}`}>
                  <p>
                    <strong>{c.milestoneName}</strong>: {c.oldDueDate !== c.newDueDate && `due ${formatDay(c.oldDueDate)} → ${formatDay(c.newDueDate)}`}
                    {c.oldDueDate !== c.newDueDate && c.oldBallInCourt !== c.newBallInCourt && '; '}
                    {c.oldBallInCourt !== c.newBallInCourt && `ball ${ballLabel(c.oldBallInCourt, c.oldAssigneeName).toLowerCase()} → ${ballLabel(c.newBallInCourt, c.newAssigneeName).toLowerCase()}`}
                    {c.oldBallInCourt === c.newBallInCourt && c.oldDueDate === c.newDueDate && `assigned ${c.oldAssigneeName || 'nobody'} → ${c.newAssigneeName || 'nobody'}`}
                  </p>
                  <p className="client-portal__meta">
                    {c.actorName} ({c.actorKind === 'client' ? 'client' : 'firm'}), {formatDateTime(c.createTime)}
                    {c.reason && ` — “${c.reason}”`}
                  </p>
                </li>
              ))}
            </ol>
          )}
          {/* The project's drawings and transmittals: another feature's section, the route's child. */}
          <Outlet />
          <ProjectFiles projectId={id} />
          <ProjectMessages projectId={id} />
        </>
      )}
    </PortalShell>
  );
}

function MilestoneItem({ milestone: m }: { milestone: Milestone }) {
  const [open, setOpen] = useState<'move' | 'back' | null>(null);
  const yours = m.ballInCourt === BallInCourt.CLIENT && !m.done;
  return (
    <li className={m.overdue ? 'client-portal__milestone client-portal__milestone--overdue' : 'client-portal__milestone'}>
      <p>
        <strong>{m.name}</strong> — due <time dateTime={m.dueDate}>{formatDay(m.dueDate)}</time>
        {m.done ? ' · done' : m.overdue ? ' · overdue' : ''}
      </p>
      <p className="client-portal__meta">Ball with: {ballLabel(m.ballInCourt, m.assigneeName)}</p>
      {yours && (
        <div className="client-portal__actions">
          <button type="button" className="button" aria-expanded={open === 'move'} onClick={() => setOpen(open === 'move' ? null : 'move')}>
            Move the date
          </button>
          <button type="button" className="button" aria-expanded={open === 'back'} onClick={() => setOpen(open === 'back' ? null : 'back')}>
            Hand back to the firm
          </button>
        </div>
      )}
      {yours && open && <ChangeForm milestone={m} kind={open} onDone={() => setOpen(null)} />}
    </li>
  );
}

function ChangeForm({ milestone, kind, onDone }: { milestone: Milestone; kind: 'move' | 'back'; onDone: () => void }) {
  const move = useMoveMilestone();
  const back = useHandBackMilestone();
  const mutation = kind === 'move' ? move : back;
  const ids = { date: useId(), reason: useId() };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const reason = String(data.get('reason') ?? '');
    if (kind === 'move') move.mutate({ milestoneId: milestone.id, dueDate: String(data.get('date') ?? ''), reason }, { onSuccess: onDone });
    else back.mutate({ milestoneId: milestone.id, reason }, { onSuccess: onDone });
  };
  return (
    <form className="client-portal__form" onSubmit={onSubmit}>
      {mutation.isError && (
        <p className="form-error" role="alert">
          {errorText(mutation.error)}
        </p>
      )}
      {kind === 'move' && (
        <div className="field">
          <label htmlFor={ids.date}>New due date</label>
          <input id={ids.date} name="date" type="date" defaultValue={milestone.dueDate} required />
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.reason}>Reason</label>
        <textarea id={ids.reason} name="reason" rows={2} required />
      </div>
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        {kind === 'move' ? 'Move the date' : 'Hand back'}
      </button>
    </form>
  );
}
