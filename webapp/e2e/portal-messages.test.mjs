// The portal's messages end to end, on a phone (375×812), in a real Chromium against the
// real binary with mail going to mailpit: a client signs in with their e-mailed link, opens
// their project and starts a thread with an attachment; staff answer it in the back office;
// the client is mailed the answer, sees it unread, reads it and downloads the attachment.
// A user of a second organization gets none of it, whatever ids they guess.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { consoleErrors, signIn, startBrowser, startServer } from './harness.mjs';
import { startMailpit } from './mailpit.mjs';
import { call, clientToken, clientWithProject, staffToken } from './portal-fixture.mjs';

let mailpit;
let server;
let browser;
let a;
let b;
const dana = 'dana@prairie.example';
const sam = 'sam@coastal.example';
const drawing = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

before(async () => {
  mailpit = await startMailpit();
  server = await startServer({ env: { SMTP_URL: mailpit.smtpURL } });
  browser = await startBrowser();
  const staff = await staffToken(server.url);
  a = await clientWithProject(server.url, mailpit, staff, { org: 'Prairie Steel Fabricators', email: dana, project: 'Warehouse North', jobNumber: 'J-2026-101' });
  b = await clientWithProject(server.url, mailpit, staff, { org: 'Coastal Erectors', email: sam, project: 'Pier Shed', jobNumber: 'J-2026-102' });
});

after(async () => {
  await browser?.stop();
  await server?.stop();
  await mailpit?.stop();
});

const sideways = (page) => page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);

test('a client and the firm exchange messages with an attachment, and another organization sees none of it', async () => {
  const client = await browser.context.newPage();
  await client.setViewportSize({ width: 375, height: 812 });
  const errors = consoleErrors(client);

  // The client signs in with the invitation's link and opens the project.
  await client.goto(`${server.url}${a.link}`);
  await client.waitForURL('**/portal/projects');
  await client.getByRole('link', { name: 'Warehouse North' }).click();
  await client.waitForURL(`**/portal/projects/${a.projectId}`);
  const board = client.getByRole('region', { name: /^Messages/ });
  await board.getByRole('heading', { name: 'New thread' }).waitFor();
  assert.ok((await sideways(client)) <= 0, 'the project page with its messages fits the phone');

  // …and starts a thread with an attachment.
  await board.getByLabel('Subject').fill('Connection at grid C4');
  await board.getByLabel('Message', { exact: true }).fill('Can the shear tab be welded?\nSee the sketch attached.');
  await board.getByLabel(/^Attachments/).setInputFiles({ name: 'sketch C4.pdf', mimeType: 'application/pdf', buffer: drawing });
  await board.getByRole('button', { name: 'Start the thread' }).click();
  await board.getByRole('heading', { name: 'Connection at grid C4' }).waitFor();
  await board.getByRole('button', { name: /^Download sketch C4\.pdf/ }).waitFor();
  assert.ok((await sideways(client)) <= 0, 'a thread fits the phone');

  // Staff see it unread on the Projects screen and answer it.
  const staff = await browser.context.newPage();
  await staff.setViewportSize({ width: 375, height: 812 });
  const staffErrors = consoleErrors(staff);
  await signIn(staff, server.url);
  await staff.goto(`${server.url}/admin/projects`, { waitUntil: 'networkidle' });
  await staff.getByRole('row').filter({ hasText: 'Warehouse North' }).getByText('1 unread').waitFor();
  await staff.getByRole('button', { name: 'J-2026-101 Warehouse North' }).click();
  await staff.getByRole('button', { name: 'Connection at grid C4, 1 unread' }).click();
  await staff.getByText('See the sketch attached.', { exact: false }).waitFor();
  await staff.getByLabel('Your reply').fill('Yes: welded all round, see the revised detail.');
  await staff.getByRole('button', { name: 'Send' }).click();
  await staff.getByText('Yes: welded all round, see the revised detail.').waitFor();
  assert.ok((await sideways(staff)) <= 0, 'the staff project view with its messages fits the phone');

  // The client is mailed the answer, with a link to the project.
  const mail = await mailpit.message(dana, /new message from/);
  assert.match(mail.subject, /\[J-2026-101\] Connection at grid C4/);
  assert.match(mail.text, /Yes: welded all round/);
  assert.match(mail.text, new RegExp(`/portal/projects/${a.projectId}`));

  // Back on the project, the answer is unread; reading it clears the count.
  await client.reload();
  await board.getByRole('heading', { name: 'Messages 1 unread' }).waitFor();
  await board.getByRole('button', { name: 'Connection at grid C4, 1 unread' }).click();
  await board.getByText('Yes: welded all round, see the revised detail.').waitFor();
  await board.getByRole('heading', { name: 'Messages', exact: true }).waitFor();

  // The attachment downloads through its signed link.
  const [download] = await Promise.all([client.waitForEvent('download'), board.getByRole('button', { name: /^Download sketch C4\.pdf/ }).click()]);
  assert.equal(download.suggestedFilename(), 'sketch C4.pdf');
  assert.deepEqual(await readFile(await download.path()), drawing, 'the downloaded file is the one attached');
  assert.deepEqual(errors, [], 'the client saw no console error');
  assert.deepEqual(staffErrors, [], 'staff saw no console error');

  // A user of the second organization: their project list is theirs, and every id of the
  // first one they might guess is not found.
  const samToken = await clientToken(server.url, b.link);
  const { projects } = await call(server.url, samToken, 'gusset.portal.v1.ProjectService/ListProjects');
  assert.deepEqual(projects.map((p) => p.name), ['Pier Shed']);
  const own = await call(server.url, samToken, 'gusset.portal.v1.MessageService/ListThreads', { projectId: b.projectId });
  assert.deepEqual(own.threads ?? [], [], "the second organization's project has no threads");

  const staffSession = await staffToken(server.url);
  const { threads } = await call(server.url, staffSession, 'gusset.admin.v1.PortalMessageAdminService/ListPortalThreads', { projectId: a.projectId });
  const { messages } = await call(server.url, staffSession, 'gusset.admin.v1.PortalMessageAdminService/GetPortalThread', { id: threads[0].id });
  const attachment = messages[0].attachments[0].id;
  for (const [procedure, request] of [
    ['ListThreads', { projectId: a.projectId }],
    ['GetThread', { id: threads[0].id }],
    ['PostMessage', { threadId: threads[0].id, body: 'Hello?' }],
    ['StartThread', { projectId: a.projectId, subject: 'Hello', body: 'Hello?' }],
    ['GetAttachmentUrl', { id: attachment }],
  ]) {
    const res = await fetch(`${server.url}/gusset.portal.v1.MessageService/${procedure}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${samToken}` },
      body: JSON.stringify(request),
    });
    assert.equal(res.status, 404, `${procedure} of the first organization's ids answers not found`);
    assert.equal((await res.json()).code, 'not_found');
  }
});
