import { useId } from 'react';
import { MailChoice, MessageAuthor } from '../../../gen/gusset/portal/v1/messages_pb';
import { MessageBoard } from '../../../components/project-messages/message-board';
import { errorText } from '../../../lib/error-text';
import { ProjectMailChoice } from '../../../components/notifications/project-mail-choice';
import * as notification from '../../../components/notifications/notification-messages';
import { useT } from '../../../lib/i18n/locale';
import type { MessageText } from '../../../lib/i18n/messages';
import { useClientMessagesApi, useSetMailChoice } from '../api/use-messages';
import { useClientProjectMailChoice } from '../api/use-notifications';
import * as m from './portal-messages';

// The choices of mail about new messages: write each with t().
export const mailChoices: [MailChoice, MessageText][] = [
  [MailChoice.EACH, m.mailEachMessage],
  [MailChoice.DIGEST, notification.mailDigest],
  [MailChoice.NONE, notification.mailNone],
];

// The client's messages with the firm on one project.
export function ProjectMessages({ projectId }: { projectId: string }) {
  const t = useT();
  const api = useClientMessagesApi(projectId);
  const choice = api.useThreads().data?.mailChoice ?? MailChoice.EACH;
  const projectChoice = useClientProjectMailChoice(projectId);
  return (
    <MessageBoard
      api={api}
      sideName={(author) => (author === MessageAuthor.STAFF ? t(m.sideFirm) : t(m.sideOrganization))}
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
  const t = useT();
  const set = useSetMailChoice(projectId);
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t(m.mailLabel)}</label>
      <select id={id} value={choice} disabled={set.isPending} onChange={(e) => set.mutate(Number(e.target.value) as MailChoice)}>
        {mailChoices.map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
      {set.isError && <p role="alert">{errorText(set.error)}</p>}
      {set.isSuccess && <p role="status">{t(m.mailSaved)}</p>}
    </div>
  );
}
