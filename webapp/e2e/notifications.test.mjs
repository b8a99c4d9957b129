// Notifications end to end, on a phone (375×812), in a real Chromium against the real
// binary with mail going to mailpit: a client uploads a marked-up drawing and staff get the
// mail and a bell showing 1, whose list opens the project; staff upload a file and the
// client gets it by mail and on their bell; a second client of the organization who chose a
// daily digest for the project gets one digest with both of the firm's changes, not a mail
// per change.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { consoleErrors, signIn, startBrowser, startServer } from './harness.mjs';
import { startMailpit } from './mailpit.mjs';
import { call, clientToken, clientWithProject, invitationLink, invite, staffToken } from './portal-fixture.mjs';

let mailpit;
let server;
let browser;
let a;
let staff;
const dana = 'dana@prairie.example';
const erin = 'erin@prairie.example';
const office = 'office@firm.example';
const pdf = (name) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`) });

before(async () => {
  mailpit = await startMailpit();
  server = await startServer({ env: { SMTP_URL: mailpit.smtpURL } });
  browser = await startBrowser();
  staff = await staffToken(server.url);
  a = await clientWithProject(server.url, mailpit, staff, { org: 'Prairie Steel Fabricators', email: dana, project: 'Warehouse North', jobNumber: 'J-2026-201' });
  // Staff accounts have no address: the staff user gives the one to mail.
  await call(server.url, staff, 'gusset.admin.v1.PortalMessageAdminService/SetStaffMailChoice', { mailChoice: 'MAIL_CHOICE_EACH', email: office });
  // Erin, of the same organization, chooses a daily digest for the project.
  await invite(server.url, staff, { organizationId: a.organizationId, email: erin, name: 'erin' });
  const erinToken = await clientToken(server.url, await invitationLink(mailpit, erin));
  await call(server.url, erinToken, 'gusset.portal.v1.NotificationService/SetProjectMailChoice', { projectId: a.projectId, mailChoice: 'MAIL_CHOICE_DIGEST' });
});

after(async () => {
  await browser?.stop();
  await server?.stop();
  await mailpit?.stop();
});

const sideways = (page) => page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
const folder = (page, name) => page.getByRole('region', { name: `Folder ${name}` });

test("each side hears of the other's uploads and changes, by mail and on the bell", async () => {
  // The client returns a marked-up drawing.
  const client = await browser.context.newPage();
  await client.setViewportSize({ width: 375, height: 812 });
  const errors = consoleErrors(client);
  await client.goto(`${server.url}${a.link}`);
  await client.waitForURL('**/portal/projects');
  await client.goto(`${server.url}/portal/projects/${a.projectId}`);
  await folder(client, 'Drawings').getByLabel('Upload to Drawings').setInputFiles(pdf('GA-101 marked up.pdf'));
  await folder(client, 'Drawings').getByText('GA-101 marked up.pdf is uploaded as revision 1.').waitFor({ timeout: 60_000 });

  // Staff are mailed, and their bell shows 1; its list opens the project.
  const mail = await mailpit.message(office, /uploaded GA-101 marked up\.pdf/);
  assert.match(mail.subject, /^\[J-2026-201\] dana@prairie\.example .*uploaded GA-101 marked up\.pdf$/);
  assert.match(mail.text, new RegExp(`/admin/projects\\?project=${a.projectId}`));
  const desk = await browser.context.newPage();
  await desk.setViewportSize({ width: 375, height: 812 });
  const deskErrors = consoleErrors(desk);
  await signIn(desk, server.url);
  await desk.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const list = desk.getByRole('region', { name: 'Notifications' });
  await list.getByRole('button', { name: /uploaded GA-101 marked up\.pdf/ }).waitFor();
  assert.ok((await sideways(desk)) <= 0, 'the open list fits the phone');
  await list.getByRole('button', { name: /uploaded GA-101 marked up\.pdf/ }).click();
  await desk.waitForURL(`**/admin/projects?project=${a.projectId}`);
  await desk.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

  // Staff upload the answer; the client is mailed and their bell shows it.
  await folder(desk, 'Drawings').getByLabel('Upload to Drawings').setInputFiles(pdf('GA-101 rev B.pdf'));
  await folder(desk, 'Drawings').getByText('GA-101 rev B.pdf is uploaded as revision 1.').waitFor({ timeout: 60_000 });
  const answer = await mailpit.message(dana, /uploaded GA-101 rev B\.pdf/);
  assert.match(answer.text, new RegExp(`/portal/projects/${a.projectId}`));
  await client.reload();
  await client.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await client.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: /uploaded GA-101 rev B\.pdf/ }).waitFor();
  assert.ok((await sideways(client)) <= 0, "the client's open list fits the phone");
  await client.getByRole('button', { name: 'Mark all read' }).click();
  await client.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

  // A second change of the firm's: a milestone's date moves.
  const { milestone } = await call(server.url, staff, 'gusset.admin.v1.ProjectAdminService/AddMilestone', {
    projectId: a.projectId, milestone: { name: 'Erection drawings', dueDate: '2030-02-01', ballInCourt: 'BALL_IN_COURT_FIRM' },
  });
  await call(server.url, staff, 'gusset.admin.v1.ProjectAdminService/UpdateMilestone', {
    id: milestone.id, reason: 'Mill delay', milestone: { name: 'Erection drawings', dueDate: '2030-02-15', ballInCourt: 'BALL_IN_COURT_FIRM' },
  });
  await mailpit.message(dana, /changed the milestone Erection drawings/);

  // Erin chose the digest: the start-up digest run (after a restart, as a deploy would) mails
  // her one digest with both changes, and nothing was mailed to her per change.
  await server.restart();
  const digest = await mailpit.message(erin, /daily digest/);
  assert.match(digest.text, /uploaded GA-101 rev B\.pdf/);
  assert.match(digest.text, /changed the milestone Erection drawings/);
  const toErin = await mailpit.subjects(erin);
  assert.equal(toErin.filter((s) => /digest/.test(s)).length, 1, `one digest to erin: ${toErin}`);
  assert.equal(toErin.filter((s) => /uploaded|changed the milestone/.test(s)).length, 0, `no mail per change to erin: ${toErin}`);
  assert.deepEqual(errors, [], 'the client saw no console error');
  assert.deepEqual(deskErrors, [], 'staff saw no console error');
});
