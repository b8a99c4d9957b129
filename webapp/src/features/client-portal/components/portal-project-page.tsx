import { useId, useState, type FormEvent } from 'react';
import { Outlet, useParams } from 'react-router';
import { BallInCourt, type Milestone } from '../../../gen/gusset/portal/v1/portal_pb';
import { errorText } from '../../../lib/error-text';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHandBackMilestone, useMoveMilestone, usePortalProject } from '../api/use-portal';
import * as m from './portal-messages';
import { ProjectMessages } from './project-messages';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { PortalShell, useClientSession } from './portal-shell';
import { ballWith, changeWords, statusLabel } from './portal-words';
import { ProjectFiles } from './project-files';
import '../../../components/form/field.css';

// One project of the client's organization: its milestones, what the client may change
// (a milestone in their court: its date, or handing it back), the history, the drawings
// (another feature's section, its child route), files and messages.
export function PortalProjectPage() {
  const t = useT();
  const locale = useLocale();
  const { id = '' } = useParams();
  const { signedIn } = useClientSession();
  const project = usePortalProject(id, signedIn);
  useSignInOnExpiry(project.error);
  const name = project.data?.project?.name ?? t(m.project);
  usePageTitle(name);
  return (
    <PortalShell title={name}>
      {project.isPending ? (
        <p role="status">{t(m.projectLoading)}</p>
      ) : project.isError ? (
        <p role="alert">{errorText(project.error, t(m.projectLoadFailed))}</p>
      ) : (
        <>
          <p className="client-portal__meta">
            {t(m.job, { number: project.data.project?.jobNumber ?? '' })}
            {project.data.project?.location && ` · ${project.data.project.location}`} · {t(statusLabel[project.data.project?.status ?? 0])}
            {project.data.project?.team.length ? ` · ${t(m.team, { names: project.data.project.team.map((person) => person.username).join(', ') })}` : ''}
          </p>
          <h2>{t(m.milestones)}</h2>
          {project.data.milestones.length === 0 ? (
            <p>{t(m.noMilestones)}</p>
          ) : (
            <ul className="client-portal__milestones">
              {project.data.milestones.map((milestone) => (
                <MilestoneItem key={milestone.id} milestone={milestone} />
              ))}
            </ul>
          )}
          <h2>{t(m.history)}</h2>
          {project.data.history.length === 0 ? (
            <p>{t(m.noHistory)}</p>
          ) : (
            <ol className="client-portal__history">
              {project.data.history.map((c, i) => (
                <li key={`${c.milestoneId}-${i}`}>
                  <p>
                    <strong>{c.milestoneName}</strong>
                    {t(m.historyChanges, { changes: changeWords(t, locale, c) })}
                  </p>
                  <p className="client-portal__meta">
                    {t(c.actorKind === 'client' ? m.byClient : m.byFirm, { name: c.actorName, time: formatDateTime(c.createTime, { locale }) })}
                    {c.reason && ` — ${t(m.quoted, { reason: c.reason })}`}
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

function MilestoneItem({ milestone }: { milestone: Milestone }) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState<'move' | 'back' | null>(null);
  const yours = milestone.ballInCourt === BallInCourt.CLIENT && !milestone.done;
  return (
    <li className={milestone.overdue ? 'client-portal__milestone client-portal__milestone--overdue' : 'client-portal__milestone'}>
      <p>
        <strong>{milestone.name}</strong> — {t(m.due)} <time dateTime={milestone.dueDate}>{formatDay(milestone.dueDate, { locale })}</time>
        {milestone.done ? ` · ${t(m.done)}` : milestone.overdue ? ` · ${t(m.overdue)}` : ''}
      </p>
      <p className="client-portal__meta">{ballWith(t, milestone.ballInCourt, milestone.assigneeName)}</p>
      {yours && (
        <div className="client-portal__actions">
          <button type="button" className="button" aria-expanded={open === 'move'} onClick={() => setOpen(open === 'move' ? null : 'move')}>
            {t(m.moveDate)}
          </button>
          <button type="button" className="button" aria-expanded={open === 'back'} onClick={() => setOpen(open === 'back' ? null : 'back')}>
            {t(m.handBackToFirm)}
          </button>
        </div>
      )}
      {yours && open && <ChangeForm milestone={milestone} kind={open} onDone={() => setOpen(null)} />}
    </li>
  );
}

function ChangeForm({ milestone, kind, onDone }: { milestone: Milestone; kind: 'move' | 'back'; onDone: () => void }) {
  const t = useT();
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
          <label htmlFor={ids.date}>{t(m.newDueDate)}</label>
          <input id={ids.date} name="date" type="date" defaultValue={milestone.dueDate} required />
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.reason}>{t(m.reason)}</label>
        <textarea id={ids.reason} name="reason" rows={2} required />
      </div>
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        {kind === 'move' ? t(m.moveDate) : t(m.handBack)}
      </button>
    </form>
  );
}
