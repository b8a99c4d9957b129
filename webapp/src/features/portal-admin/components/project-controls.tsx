import { useId, type FormEvent } from 'react';
import { useNotice } from '../../../components/notice/notice-context';
import { ProjectStatus, type Milestone, type Project } from '../../../gen/gusset/portal/v1/portal_pb';
import { errorText } from '../../../lib/error-text';
import { formStyle } from './portal-admin-styles';
import { useDeleteMilestone, useStaffOptions, useUpdatePortalProject } from '../api/use-portal-admin';

export const statuses: [ProjectStatus, string][] = [
  [ProjectStatus.ESTIMATING, 'Estimating'],
  [ProjectStatus.DETAILING, 'Detailing'],
  [ProjectStatus.APPROVAL, 'Approval'],
  [ProjectStatus.RELEASED, 'Released for fabrication'],
  [ProjectStatus.CLOSED, 'Closed'],
];

// A chosen project's status and the firm's team on it: its other fields go along as they
// are (UpdatePortalProject replaces them all).
export function ProjectStatusTeam({ project: p }: { project: Project }) {
  const update = useUpdatePortalProject();
  const staff = useStaffOptions();
  const { notify } = useNotice();
  const statusId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    update.mutate(
      {
        id: p.id,
        project: { name: p.name, jobNumber: p.jobNumber, location: p.location, status: Number(data.get('status')) as ProjectStatus, teamIds: data.getAll('team').map(String) },
      },
      { onSuccess: () => notify('Project saved', 'success') },
    );
  };
  const team = new Set(p.team.map((m) => m.id));
  return (
    <form style={formStyle} onSubmit={onSubmit} aria-label={`Status and team of ${p.jobNumber}`} className="portal-admin__controls">
      {update.isError && (
        <p className="form-error" role="alert">
          {errorText(update.error)}
        </p>
      )}
      <div className="field">
        <label htmlFor={statusId}>Project status</label>
        <select id={statusId} name="status" defaultValue={p.status}>
          {statuses.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field">
        <legend>The firm's team</legend>
        {staff.data?.map((u) => (
          <label key={u.id} className="portal-admin__check">
            <input type="checkbox" name="team" value={u.id} defaultChecked={team.has(u.id)} /> {u.username}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={update.isPending}>
        Save status and team
      </button>
    </form>
  );
}

// Deleting a milestone takes it off the client's schedule: the reason is required and
// the audit trail keeps it with the deleted milestone.
export function DeleteMilestone({ milestone: m }: { milestone: Milestone }) {
  const remove = useDeleteMilestone();
  const { notify } = useNotice();
  const reasonId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    remove.mutate({ id: m.id, reason }, { onSuccess: () => notify('Milestone deleted', 'success') });
  };
  return (
    <details>
      <summary>Delete this milestone</summary>
      <form style={formStyle} onSubmit={onSubmit} aria-label={`Delete ${m.name}`}>
        {remove.isError && (
          <p className="form-error" role="alert">
            {errorText(remove.error)}
          </p>
        )}
        <div className="field">
          <label htmlFor={reasonId}>Why is it deleted?</label>
          <input id={reasonId} name="reason" type="text" required maxLength={1000} />
        </div>
        <button type="submit" className="button button--danger" disabled={remove.isPending}>
          Delete milestone
        </button>
      </form>
    </details>
  );
}
