import { useId, useState, type FormEvent } from 'react';
import { MailChoice, MessageAuthor } from '../../../gen/gusset/portal/v1/messages_pb';
import { MessageBoard, UnreadBadge } from '../../../components/project-messages/message-board';
import { errorText } from '../../../lib/error-text';
import { ProjectMailChoice } from '../../../components/notifications/project-mail-choice';
import { useSetStaffMailChoice, useStaffMailChoice, useStaffMessagesApi, useUnreadCounts } from '../api/use-messages-admin';
import { useStaffProjectMailChoice } from '../api/use-notifications-admin';
import { formStyle } from './portal-admin-styles';

const choices: [MailChoice, string][] = [
  [MailChoice.EACH, 'A mail for each client message'],
  [MailChoice.DIGEST, 'A daily digest'],
  [MailChoice.NONE, 'No mail'],
];

// The firm's messages with the client on one project (the staff's project view).
export function ProjectMessagesAdmin({ projectId }: { projectId: string }) {
  const api = useStaffMessagesApi(projectId);
  const projectChoice = useStaffProjectMailChoice(projectId);
  return (
    <MessageBoard
      api={api}
      sideName={(author) => (author === MessageAuthor.CLIENT ? 'client' : 'firm')}
      mailChoice={
        <>
          <StaffMailChoice />
          <ProjectMailChoice api={projectChoice} />
        </>
      }
    />
  );
}

// The staff user's unread messages of a project, for the Projects list.
export function ProjectUnreadBadge({ projectId }: { projectId: string }) {
  const unread = useUnreadCounts();
  return <UnreadBadge count={unread.data?.get(projectId) ?? 0} />;
}

// Staff accounts have no address: a staff user gives the one to mail with their choice.
function StaffMailChoice() {
  const current = useStaffMailChoice();
  if (current.isPending) return null;
  return <StaffMailChoiceForm key={`${current.data?.mailChoice}-${current.data?.email}`} choice={current.data?.mailChoice || MailChoice.EACH} email={current.data?.email ?? ''} />;
}

function StaffMailChoiceForm({ choice, email }: { choice: MailChoice; email: string }) {
  const set = useSetStaffMailChoice();
  const [saved, setSaved] = useState(false);
  const ids = { choice: useId(), email: useId(), heading: useId() };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSaved(false);
    set.mutate({ mailChoice: Number(data.get('choice')) as MailChoice, email: String(data.get('email') ?? '') }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form style={formStyle} onSubmit={onSubmit} aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>My mail about client messages</h3>
      {!email && <p>No address given yet: client messages reach the firm's sales address until someone on the project's team gives one.</p>}
      {set.isError && (
        <p className="form-error" role="alert">
          {errorText(set.error)}
        </p>
      )}
      <div className="field">
        <label htmlFor={ids.choice}>Mail me</label>
        <select id={ids.choice} name="choice" defaultValue={choice}>
          {choices.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.email}>At the address</label>
        <input id={ids.email} name="email" type="email" defaultValue={email} />
      </div>
      <p>
        <button type="submit" className="button" disabled={set.isPending}>
          Save my mail choice
        </button>
        {saved && <span role="status"> Saved.</span>}
      </p>
    </form>
  );
}
