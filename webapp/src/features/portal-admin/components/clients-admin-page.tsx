import { Fragment, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNotice } from '../../../components/notice/notice-context';
import { errorText } from '../../../lib/error-text';
import { formStyle, plainList, stack } from './portal-admin-styles';
import { formatDateTime } from '../../../lib/format-date';
import { useClientUsers, useCreateOrganization, useInviteClientUser, useOrganizations, useSetClientUserDisabled } from '../api/use-portal-admin';

// The slot under a chosen organization where other features mount its settings (its
// review stamps), composed in src/app/admin-screens.tsx.
export type OrganizationSlot = (organization: { id: string; name: string }) => ReactNode;

// Clients: the portal's organizations, their people and invitations.
export function ClientsAdminPage({ organization }: { organization?: OrganizationSlot }) {
  const organizations = useOrganizations();
  const create = useCreateOrganization();
  const { notify } = useNotice();
  const [chosen, setChosen] = useState('');
  const nameId = useId();
  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    create.mutate(String(new FormData(form).get('name') ?? ''), {
      onSuccess: (res) => {
        form.reset();
        setChosen(res.organization?.id ?? '');
        notify('Organization created', 'success');
      },
    });
  };
  const current = organizations.data?.find((o) => o.id === chosen);
  return (
    <div className="portal-admin" style={stack}>
      <section aria-labelledby="clients-create">
        <h2 id="clients-create">Add an organization</h2>
        <form style={formStyle} onSubmit={onCreate}>
          {create.isError && (
            <p className="form-error" role="alert">
              {errorText(create.error)}
            </p>
          )}
          <div className="field">
            <label htmlFor={nameId}>Name (a fabricator or contractor)</label>
            <input id={nameId} name="name" type="text" required />
          </div>
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            Add organization
          </button>
        </form>
      </section>
      <section aria-labelledby="clients-list">
        <h2 id="clients-list">Organizations</h2>
        {organizations.isPending ? (
          <p className="admin-state" role="status">
            Loading organizations...
          </p>
        ) : organizations.isError ? (
          <p className="admin-state admin-state--error" role="alert">
            Failed to load the organizations.
          </p>
        ) : organizations.data.length === 0 ? (
          <p className="admin-state">No organizations yet.</p>
        ) : (
          <ul style={plainList}>
            {organizations.data.map((o) => (
              <li key={o.id}>
                <button type="button" className="button" aria-pressed={o.id === chosen} onClick={() => setChosen(o.id)}>
                  {o.name} ({o.userCount} {o.userCount === 1 ? 'person' : 'people'})
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {current && <OrganizationPeople key={current.id} id={current.id} name={current.name} />}
      {current && <Fragment key={`more-${current.id}`}>{organization?.({ id: current.id, name: current.name })}</Fragment>}
    </div>
  );
}

// The languages a client user may read the portal in, by their stored choice.
const languageName: Record<string, string> = { en: 'English', 'fr-CA': 'Français' };

function OrganizationPeople({ id, name }: { id: string; name: string }) {
  const users = useClientUsers(id);
  const invite = useInviteClientUser();
  const setDisabled = useSetClientUserDisabled();
  const { notify } = useNotice();
  const ids = { email: useId(), name: useId(), language: useId() };
  const onInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    invite.mutate(
      { organizationId: id, email: String(data.get('email') ?? ''), name: String(data.get('name') ?? ''), language: String(data.get('language') ?? '') },
      {
        onSuccess: (res) => {
          form.reset();
          notify(`Sign-in link sent to ${res.user?.email ?? ''}`, 'success');
        },
      },
    );
  };
  return (
    <section aria-labelledby="clients-people">
      <h2 id="clients-people">People of {name}</h2>
      <form style={formStyle} onSubmit={onInvite}>
        {invite.isError && (
          <p className="form-error" role="alert">
            {errorText(invite.error)}
          </p>
        )}
        <div className="field">
          <label htmlFor={ids.email}>E-mail</label>
          <input id={ids.email} name="email" type="email" required />
        </div>
        <div className="field">
          <label htmlFor={ids.name}>Name</label>
          <input id={ids.name} name="name" type="text" />
        </div>
        <div className="field">
          <label htmlFor={ids.language}>Language</label>
          {/* Of the invitation, and of their portal and mail until they choose. */}
          <select id={ids.language} name="language" defaultValue="">
            <option value="">Their choice (invitation in English)</option>
            <option value="en">English</option>
            <option value="fr-CA">Français</option>
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={invite.isPending}>
          Invite (mails a sign-in link)
        </button>
      </form>
      {users.isPending ? (
        <p className="admin-state" role="status">
          Loading people...
        </p>
      ) : users.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          Failed to load the people.
        </p>
      ) : users.data.length === 0 ? (
        <p className="admin-state">Nobody invited yet.</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-label={`People of ${name}`} tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Name</th>
                <th scope="col">Language</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((u) => (
                <tr key={u.id}>
                  <td>{u.email}</td>
                  <td>{u.name}</td>
                  <td>{languageName[u.language] ?? 'Not chosen'}</td>
                  <td>{u.lastSignInTime ? formatDateTime(u.lastSignInTime) : 'Never'}</td>
                  <td className="admin-actions">
                    <button type="button" className="button" disabled={invite.isPending} onClick={() => invite.mutate({ organizationId: id, email: u.email, name: u.name }, { onSuccess: () => notify(`New sign-in link sent to ${u.email}`, 'success') })}>
                      Send a new link
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={setDisabled.isPending}
                      onClick={() => setDisabled.mutate({ id: u.id, disabled: !u.disabled }, { onError: (e) => notify(errorText(e), 'error') })}
                    >
                      {u.disabled ? 'Re-enable' : 'Disable'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
