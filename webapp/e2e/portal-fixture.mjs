// The project portal's starting point for end-to-end tests, made through the API as staff
// would make it: an organization, a client invited by e-mail (the link read from mailpit)
// and a project. The tests then drive the browser from there.
import { admin } from './harness.mjs';

// call is one Connect call with JSON; token is a staff or client session ("" for none).
export async function call(serverUrl, token, procedure, request = {}) {
  const res = await fetch(`${serverUrl}/${procedure}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(request),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${procedure}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body;
}

// staffToken signs the server's first staff user in.
export async function staffToken(serverUrl) {
  const { token } = await call(serverUrl, '', 'gusset.auth.v1.AuthService/Login', { username: admin.username, password: admin.password });
  return token;
}

// invite invites a client user as the first staff user. Inviting is a sensitive action
// (docs/security.md): a session whose sign-in is older than ten minutes must prove itself
// again, and a test file on a slow machine can outlive that, so the proof is renewed first.
export async function invite(serverUrl, staff, request) {
  await call(serverUrl, staff, 'gusset.admin.v1.AccountService/Reauthenticate', { password: admin.password });
  return call(serverUrl, staff, 'gusset.admin.v1.ClientAdminService/InviteClientUser', request);
}

// invitationLink answers the path of the sign-in link in the newest invitation mailed to email.
export async function invitationLink(mailpit, email) {
  const { text } = await mailpit.message(email, /./);
  const link = text.match(/\/portal\/sign-in\/link\?token=[\w-]+/);
  if (!link) throw new Error(`no sign-in link in the mail to ${email}:\n${text}`);
  return link[0];
}

// clientWithProject creates an organization named org, invites email to it and creates a
// project for it; it answers their ids and the invitation's link path.
export async function clientWithProject(serverUrl, mailpit, staff, { org, email, project, jobNumber }) {
  const { organization } = await call(serverUrl, staff, 'gusset.admin.v1.ClientAdminService/CreateOrganization', { name: org });
  await invite(serverUrl, staff, { organizationId: organization.id, email, name: email.split('@')[0] });
  const created = await call(serverUrl, staff, 'gusset.admin.v1.ProjectAdminService/CreatePortalProject', {
    organizationId: organization.id,
    project: { name: project, jobNumber, location: 'Chicago, IL', status: 'PROJECT_STATUS_DETAILING' },
  });
  return { organizationId: organization.id, projectId: created.project.id, link: await invitationLink(mailpit, email) };
}

// clientToken signs a client in with the link path (as the browser's link page does).
export async function clientToken(serverUrl, link) {
  const token = new URL(link, serverUrl).searchParams.get('token');
  return (await call(serverUrl, '', 'gusset.portal.v1.PortalAuthService/SignInWithLink', { token })).token;
}
