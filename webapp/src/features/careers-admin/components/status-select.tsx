import { ApplicationStatus } from '../../../gen/gusset/admin/v1/applications_pb';
import { useNotice } from '../../../components/notice/notice-context';
import { useSetStatus } from '../api/use-set-status';

// The hiring pipeline, in order; Rejected may follow any step.
export const statuses = [
  { value: ApplicationStatus.NEW, label: 'New' },
  { value: ApplicationStatus.CONTACTED, label: 'Contacted' },
  { value: ApplicationStatus.INTERVIEWING, label: 'Interviewing' },
  { value: ApplicationStatus.OFFER, label: 'Offer' },
  { value: ApplicationStatus.HIRED, label: 'Hired' },
  { value: ApplicationStatus.REJECTED, label: 'Rejected' },
];

type Props = { id: string; name: string; status: ApplicationStatus };

export function StatusSelect({ id, name, status }: Props) {
  const setStatus = useSetStatus();
  const { notify } = useNotice();
  // While saving, the chosen value shows; the refreshed list then carries it.
  const shown = setStatus.isPending ? setStatus.variables.status : status;
  return (
    <select
      className="status-select"
      aria-label={`Status of ${name}`}
      value={shown}
      disabled={setStatus.isPending}
      onChange={(event) =>
        setStatus.mutate(
          { id, status: Number(event.currentTarget.value) as ApplicationStatus },
          { onError: () => notify('Failed to update applicant status.', 'error') },
        )
      }
    >
      {statuses.map((s) => (
        <option key={s.value} value={s.value}>
          {s.label}
        </option>
      ))}
    </select>
  );
}
