import { Fragment, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useNotice } from '../../../components/notice/notice-context';
import { BallInCourt, ProjectStatus, type Milestone, type Project } from '../../../gen/gusset/portal/v1/portal_pb';
import { errorText } from '../../../lib/error-text';
import { card, formStyle, plainList, stack } from './portal-admin-styles';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { ProjectMessagesAdmin, ProjectUnreadBadge } from './project-messages-admin';
import { useAddMilestone, useCreatePortalProject, useOrganizations, usePortalProject, usePortalProjects, useStaffOptions, useUpdateMilestone } from '../api/use-portal-admin';
import { ProjectFilesAdmin } from './project-files-admin';
import { DeleteMilestone, ProjectStatusTeam, statuses } from './project-controls';

const statusName = new Map(statuses);

function ballWords(ball: BallInCourt, assignee: string): string {
  if (ball === BallInCourt.CLIENT) return 'Client';
  return assignee ? `Firm (${assignee})` : 'Firm';
}

// The slot above a chosen project's milestones where other features mount their view of
// it (the drawings' review clock), composed in src/app/admin-screens.tsx.
export type ProjectSlot = (project: Project) => ReactNode;

// Projects: the portal's projects and their milestones, as staff manage them.
export function ProjectsAdminPage({ drawings }: { drawings?: ProjectSlot }) {
  const projects = usePortalProjects();
  // ?project=… opens one project (the dashboard's overdue list, a converted estimate and the
  // mail about a client's message link here).
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState(() => params.get('project') ?? '');
  const current = projects.data?.find((p) => p.id === chosen);
  return (
    <div className="portal-admin" style={stack}>
      <NewProject onCreated={setChosen} />
      <section aria-labelledby="projects-list">
        <h2 id="projects-list">Projects</h2>
        {projects.isPending ? (
          <p className="admin-state" role="status">
            Loading projects...
          </p>
        ) : projects.isError ? (
          <p className="admin-state admin-state--error" role="alert">
            Failed to load the projects.
          </p>
        ) : projects.data.length === 0 ? (
          <p className="admin-state">No projects yet.</p>
        ) : (
          <div className="admin-table-wrap" role="region" aria-label="Projects table" tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Project</th>
                  <th scope="col">Client</th>
                  <th scope="col">Status</th>
                  <th scope="col">Overdue</th>
                  <th scope="col">Due this week</th>
                </tr>
              </thead>
              <tbody>
                {projects.data.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <button type="button" className="button" aria-pressed={p.id === chosen} onClick={() => setChosen(p.id)}>
                        {p.jobNumber} {p.name}
                      </button>
                      <ProjectUnreadBadge projectId={p.id} />
                    </td>
                    <td>{p.organizationName}</td>
                    <td>{statusName.get(p.status) ?? ''}</td>
                    <td>{p.overdue}</td>
                    <td>{p.dueThisWeek}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {current && <Fragment key={`drawings-${current.id}`}>{drawings?.(current)}</Fragment>}
      {chosen && <ProjectMilestones key={chosen} id={chosen} />}
      {chosen && <ProjectFilesAdmin key={`files-${chosen}`} projectId={chosen} />}
      {chosen && <ProjectMessagesAdmin key={`messages-${chosen}`} projectId={chosen} />}
    </div>
  );
}

function NewProject({ onCreated }: { onCreated: (id: string) => void }) {
  const organizations = useOrganizations();
  const create = useCreatePortalProject();
  const { notify } = useNotice();
  const ids = { org: useId(), name: useId(), job: useId(), location: useId(), status: useId() };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    create.mutate(
      {
        organizationId: String(data.get('organization') ?? ''),
        project: {
          name: String(data.get('name') ?? ''),
          jobNumber: String(data.get('job') ?? ''),
          location: String(data.get('location') ?? ''),
          status: Number(data.get('status')) as ProjectStatus,
          teamIds: [],
        },
      },
      {
        onSuccess: (res) => {
          form.reset();
          onCreated(res.project?.id ?? '');
          notify('Project created', 'success');
        },
      },
    );
  };
  return (
    <section aria-labelledby="projects-create">
      <h2 id="projects-create">Add a project</h2>
      <form style={formStyle} onSubmit={onSubmit}>
        {create.isError && (
          <p className="form-error" role="alert">
            {errorText(create.error)}
          </p>
        )}
        <div className="field">
          <label htmlFor={ids.org}>Client organization</label>
          <select id={ids.org} name="organization" required defaultValue="">
            <option value="" disabled>
              Choose an organization
            </option>
            {organizations.data?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.name}>Name</label>
          <input id={ids.name} name="name" type="text" required />
        </div>
        <div className="field">
          <label htmlFor={ids.job}>Job number</label>
          <input id={ids.job} name="job" type="text" required />
        </div>
        <div className="field">
          <label htmlFor={ids.location}>Location</label>
          <input id={ids.location} name="location" type="text" />
        </div>
        <div className="field">
          <label htmlFor={ids.status}>Status</label>
          <select id={ids.status} name="status" defaultValue={ProjectStatus.ESTIMATING}>
            {statuses.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          Add project
        </button>
      </form>
    </section>
  );
}

function ProjectMilestones({ id }: { id: string }) {
  const project = usePortalProject(id);
  const add = useAddMilestone();
  const staff = useStaffOptions();
  const ids = { name: useId(), due: useId(), ball: useId(), assignee: useId() };
  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    add.mutate(
      {
        projectId: id,
        milestone: {
          name: String(data.get('name') ?? ''),
          dueDate: String(data.get('due') ?? ''),
          ballInCourt: Number(data.get('ball')) as BallInCourt,
          assigneeId: String(data.get('assignee') ?? ''),
          done: false,
        },
      },
      { onSuccess: () => form.reset() },
    );
  };
  if (project.isPending) {
    return (
      <p className="admin-state" role="status">
        Loading the project...
      </p>
    );
  }
  if (project.isError) {
    return (
      <p className="admin-state admin-state--error" role="alert">
        Failed to load the project.
      </p>
    );
  }
  const p = project.data.project;
  return (
    <section aria-labelledby="projects-milestones">
      <h2 id="projects-milestones">
        Milestones of {p?.jobNumber} {p?.name}
      </h2>
      <p>
        <Link to={`/admin/projects/${id}/drawings`}>Drawings and transmittals of {p?.jobNumber}</Link>
        {' · '}
        <Link to={`/admin/projects/${id}/rfis`}>RFIs of {p?.jobNumber}</Link>
      </p>
      {p && <ProjectStatusTeam key={p.updateTime?.seconds.toString()} project={p} />}
      <form style={formStyle} onSubmit={onAdd}>
        {add.isError && (
          <p className="form-error" role="alert">
            {errorText(add.error)}
          </p>
        )}
        <div className="field">
          <label htmlFor={ids.name}>Milestone</label>
          <input id={ids.name} name="name" type="text" required placeholder="Shop drawings for approval" />
        </div>
        <div className="field">
          <label htmlFor={ids.due}>Due date</label>
          <input id={ids.due} name="due" type="date" required />
        </div>
        <div className="field">
          <label htmlFor={ids.ball}>Ball in court</label>
          <select id={ids.ball} name="ball" defaultValue={BallInCourt.FIRM}>
            <option value={BallInCourt.FIRM}>The firm</option>
            <option value={BallInCourt.CLIENT}>The client</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.assignee}>Responsible at the firm</label>
          <select id={ids.assignee} name="assignee" defaultValue="">
            <option value="">Nobody named</option>
            {staff.data?.map((u) => (
              <option key={u.id} value={u.id}>
                {u.username}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          Add milestone
        </button>
      </form>
      {project.data.milestones.length > 0 && (
        <ul style={plainList}>
          {project.data.milestones.map((m) => (
            <MilestoneRow key={m.id} milestone={m} />
          ))}
        </ul>
      )}
      <h3>History</h3>
      {project.data.history.length === 0 ? (
        <p className="admin-state">No changes yet.</p>
      ) : (
        <ol style={{ overflowWrap: 'anywhere' }}>
          {project.data.history.map((c, i) => (
            <li key={`${c.milestoneId}-${i}`}>
              {c.milestoneName}: due {formatDay(c.oldDueDate)} → {formatDay(c.newDueDate)}, ball {ballWords(c.oldBallInCourt, c.oldAssigneeName)} → {ballWords(c.newBallInCourt, c.newAssigneeName)}; {c.actorName} (
              {c.actorKind}), {formatDateTime(c.createTime)}
              {c.reason && ` — “${c.reason}”`}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function MilestoneRow({ milestone: m }: { milestone: Milestone }) {
  const update = useUpdateMilestone();
  const { notify } = useNotice();
  const ids = { due: useId(), ball: useId(), reason: useId() };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    update.mutate(
      {
        id: m.id,
        reason: String(data.get('reason') ?? ''),
        milestone: { name: m.name, dueDate: String(data.get('due') ?? ''), ballInCourt: Number(data.get('ball')) as BallInCourt, assigneeId: m.assigneeId, done: data.get('done') === 'on' },
      },
      { onSuccess: () => notify('Milestone saved', 'success') },
    );
  };
  return (
    <li style={card}>
      <p>
        <strong>{m.name}</strong> — due {formatDay(m.dueDate)}
        {m.done ? ' · done' : m.overdue ? ' · overdue' : ''} · ball: {ballWords(m.ballInCourt, m.assigneeName)}
      </p>
      <form style={formStyle} onSubmit={onSubmit} aria-label={`Change ${m.name}`}>
        {update.isError && (
          <p className="form-error" role="alert">
            {errorText(update.error)}
          </p>
        )}
        <div className="field">
          <label htmlFor={ids.due}>Due date</label>
          <input id={ids.due} name="due" type="date" defaultValue={m.dueDate} required />
        </div>
        <div className="field">
          <label htmlFor={ids.ball}>Ball in court</label>
          <select id={ids.ball} name="ball" defaultValue={m.ballInCourt}>
            <option value={BallInCourt.FIRM}>The firm</option>
            <option value={BallInCourt.CLIENT}>The client</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.reason}>Reason (required for a new date)</label>
          <input id={ids.reason} name="reason" type="text" />
        </div>
        <label className="portal-admin__check">
          <input name="done" type="checkbox" defaultChecked={m.done} /> Done
        </label>
        <button type="submit" className="button" disabled={update.isPending}>
          Save
        </button>
      </form>
      <DeleteMilestone milestone={m} />
    </li>
  );
}
