import { useId } from 'react';
import { MailChoice } from '../../gen/gusset/portal/v1/messages_pb';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n/locale';
import type { ProjectMailChoiceApi } from './notification-api';
import * as m from './notification-messages';

// ProjectMailChoice is the user's mail about one project — its changes and its messages:
// a mail for each, a daily digest or none, over their choice for every project.
export function ProjectMailChoice({ api }: { api: ProjectMailChoiceApi }) {
  const t = useT();
  const current = api.useChoice();
  const set = api.useSetChoice();
  const id = useId();
  const choices: [MailChoice, string][] = [
    [MailChoice.EACH, t(m.mailEach)],
    [MailChoice.DIGEST, t(m.mailDigest)],
    [MailChoice.NONE, t(m.mailNone)],
  ];
  return (
    <div className="field">
      <label htmlFor={id}>{t(m.mailLabel)}</label>
      <select id={id} value={current.data?.mailChoice || MailChoice.EACH} disabled={current.isPending || set.isPending} onChange={(e) => set.mutate(Number(e.target.value) as MailChoice)}>
        {choices.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {set.isError && <p role="alert">{errorText(set.error, undefined, t)}</p>}
      {set.isSuccess ? <p role="status">{t(m.mailSaved)}</p> : current.data && !current.data.projectSpecific && <p>{t(m.mailInherited)}</p>}
    </div>
  );
}
