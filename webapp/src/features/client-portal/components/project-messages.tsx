import { useId } from 'react';
import { MailChoice, MessageAuthor } from '../../../gen/gusset/portal/v1/messages_pb';
import { MessageBoard } from '../../../components/project-messages/message-board';
import { errorText } from '../../../lib/error-text';
import { ProjectMailChoice } from '../../../components/notifications/project-mail-choice';
import { useClientMessagesApi, useSetMailChoice } from '../api/use-messages';
import { useClientProjectMailChoice } from '../api/use-notifications';

export const mailChoices: [MailChoice, string][] = [
  [MailChoice.EACH, 'A mail for each message'],
  [MailChoice.DIGEST, 'A daily digest'],
  [MailChoice.NONE, 'No mail'],
];

// The client's messages with the firm on one project.
export function ProjectMessages({ projectId }: { projectId: string }) {
  const api = useClientMessagesApi(projectId);
  const choice = api.useThreads().data?.mailChoice ?? MailChoice.EACH;
  const projectChoice = useClientProjectMailChoice(projectId);
  return (
    <MessageBoard
      api={api}
      sideName={(author) => (author === MessageAuthor.STAFF ? 'the firm' : 'your organization')}
      mailChoice={
        <>
          <MailChoiceForm projectId={projectId} choice={choice} />
          <ProjectMailChoice api={projectChoice} />
        </>
      }
    />
  );
}

function MailChoiceForm({ projectId, choice }: { projectId: string; choice: MailChoice }) {
  const set = useSetMailChoice(projectId);
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Mail me about new messages</label>
      <select id={id} value={choice} disabled={set.isPending} onChange={(e) => set.mutate(Number(e.target.value) as MailChoice)}>
        {mailChoices.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {set.isError && <p role="alert">{errorText(set.error)}</p>}
      {set.isSuccess && <p role="status">Saved: applies to every project.</p>}
    </div>
  );
}
