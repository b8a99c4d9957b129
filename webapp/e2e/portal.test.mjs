// The project portal end to end, against the real binary, a real SMTP server
// (mailpit) and two headless Chromium profiles (staff's and the client's, apart): staff
// create an organization and invite a client in the back office; the client opens the
// mailed link, sees the snapshot, moves a date with a reason and hands a milestone back;
// staff read the history; another organization's client sees none of it; a used link says
// so; the client turns on two-factor sign-in and the next sign-in asks for the code. The
// client's pages fit a 375 px phone and pass axe.
import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { contrastProblems } from './contrast.mjs';
import { consoleErrors, gotoReady, signIn, startBrowser, startServer } from './harness.mjs';
import { stepNow, totp } from './totp.mjs';
import { startMailpit } from './mailpit.mjs';
import { call, clientToken, invitationLink, invite, staffToken } from './portal-fixture.mjs';

let mailpit;
let server;
let staffBrowser;
let clientBrowser;

before(async () => {
  mailpit = await startMailpit();
  // No challenge: the last test sends an estimate request as a visitor would.
  server = await startServer({ env: { SMTP_URL: mailpit.smtpURL, FORM_CHALLENGE: 'off' } });
  staffBrowser = await startBrowser();
  clientBrowser = await startBrowser();
});

after(async () => {
  await clientBrowser?.stop();
  await staffBrowser?.stop();
  await server?.stop();
  await mailpit?.stop();
});

// day is today (UTC) moved by offset days, as YYYY-MM-DD.
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// fitsAndPasses checks the page at 375 px: no sideways scrolling, no axe violation.
async function fitsAndPasses(page, what) {
  const by = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
  assert.ok(by <= 0, `${what} scrolls sideways by ${by} px at 375 px`);
  assert.deepEqual((await contrastProblems(page, AxeBuilder, { all: true })).map((p) => `${what}: ${p}`), []);
}

// newestLink waits for a sign-in link mailed to email other than the ones seen.
async function newestLink(email, seen) {
  for (let i = 0; i < 100; i++) {
    const link = await invitationLink(mailpit, email);
    if (!seen.includes(link)) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new sign-in link mailed to ${email}`);
}

test('staff invite a client, who follows and changes their project; another organization sees none of it', async () => {
  const dana = 'dana@prairie.example';
  const staffPage = await staffBrowser.context.newPage();
  const staffErrors = consoleErrors(staffPage);

  // Staff, in the back office: the organization and its first client.
  await signIn(staffPage, server.url);
  await staffPage.goto(`${server.url}/admin/clients`);
  await staffPage.getByLabel('Name (a fabricator or contractor)').fill('Prairie Steel Fabricators');
  await staffPage.getByRole('button', { name: 'Add organization' }).click();
  await staffPage.getByRole('button', { name: /Prairie Steel Fabricators/ }).click();
  await staffPage.getByLabel('E-mail').fill(dana);
  await staffPage.getByRole('button', { name: 'Invite (mails a sign-in link)' }).click();
  const link = await invitationLink(mailpit, dana);

  // The project staff made: one milestone overdue, one due this week, both in the client's court.
  const staff = await staffToken(server.url);
  const { organizations } = await call(server.url, staff, 'gusset.admin.v1.ClientAdminService/ListOrganizations');
  const org = organizations.find((o) => o.name === 'Prairie Steel Fabricators');
  const { project } = await call(server.url, staff, 'gusset.admin.v1.ProjectAdminService/CreatePortalProject', {
    organizationId: org.id,
    project: { name: 'Riverside Warehouse', jobNumber: 'J-2611', location: 'Winnipeg, MB', status: 'PROJECT_STATUS_DETAILING' },
  });
  const milestone = async (name, dueDate, ballInCourt) =>
    call(server.url, staff, 'gusset.admin.v1.ProjectAdminService/AddMilestone', { projectId: project.id, milestone: { name, dueDate, ballInCourt } });
  await milestone('Approval of anchor bolt plan', day(-3), 'BALL_IN_COURT_CLIENT');
  await milestone('Approval of shop drawings', day(2), 'BALL_IN_COURT_CLIENT');
  await milestone('Erection drawings', day(20), 'BALL_IN_COURT_FIRM');

  // The client, in a browser of their own: the mailed link opens their projects.
  const page = await clientBrowser.context.newPage();
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.url}${link}`);
  await page.waitForURL('**/portal/projects');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Riverside Warehouse' }) });
  await card.waitFor();
  const stat = (label) => card.locator('.client-portal__stat').filter({ hasText: label }).locator('dd');
  assert.equal(await stat('Overdue').textContent(), '1');
  assert.equal(await stat('Due this week').textContent(), '1');
  assert.equal(await stat('With you').textContent(), '2');
  assert.equal(await stat('With the firm').textContent(), '1');
  await fitsAndPasses(page, '/portal/projects');

  // Moves a date with a reason, hands the overdue one back.
  await page.getByRole('link', { name: 'Riverside Warehouse' }).click();
  await page.getByRole('heading', { name: 'Milestones' }).waitFor();
  await fitsAndPasses(page, '/portal/projects/:id');
  const item = (name) => page.getByRole('listitem').filter({ hasText: name });
  await item('Approval of shop drawings').getByRole('button', { name: 'Move the date' }).click();
  await item('Approval of shop drawings').getByLabel('New due date').fill(day(9));
  await item('Approval of shop drawings').getByLabel('Reason').fill('Our engineer is away until next week');
  await item('Approval of shop drawings').getByRole('button', { name: 'Move the date' }).last().click();
  await page.getByText('“Our engineer is away until next week”').waitFor();
  await item('Approval of anchor bolt plan').getByRole('button', { name: 'Hand back to the firm' }).click();
  await item('Approval of anchor bolt plan').getByLabel('Reason').fill('Approved as noted');
  await item('Approval of anchor bolt plan').getByRole('button', { name: 'Hand back', exact: true }).click();
  await page.getByText('“Approved as noted”').waitFor();
  await fitsAndPasses(page, '/portal/projects/:id after the changes');

  // Staff read the history with the reasons, and the dashboard no longer lists the project as
  // late in the client's court.
  await staffPage.goto(`${server.url}/admin/projects?project=${project.id}`);
  await staffPage.getByText('“Our engineer is away until next week”').waitFor();
  await staffPage.getByText('“Approved as noted”').waitFor();
  assert.match(await staffPage.getByText('“Our engineer is away until next week”').textContent(), /dana@prairie\.example \(Prairie Steel Fabricators\)/);
  await staffPage.goto(`${server.url}/admin/dashboard`);
  const overdue = staffPage.getByRole('region', { name: 'Projects with overdue milestones' });
  await overdue.getByText(/Approval of anchor bolt plan: due/).waitFor();
  assert.match(await overdue.getByText(/Approval of anchor bolt plan: due/).textContent(), /3 days overdue — ball with the firm/);

  // Another organization's client: an empty list, and the first one's ids are not found.
  const { organization: other } = await call(server.url, staff, 'gusset.admin.v1.ClientAdminService/CreateOrganization', { name: 'Coastal Erectors' });
  await invite(server.url, staff, { organizationId: other.id, email: 'sam@coastal.example' });
  const sam = await clientToken(server.url, await invitationLink(mailpit, 'sam@coastal.example'));
  const theirs = await call(server.url, sam, 'gusset.portal.v1.ProjectService/ListProjects');
  assert.deepEqual(theirs.projects ?? [], []);
  const { milestones } = await call(server.url, staff, 'gusset.admin.v1.ProjectAdminService/GetPortalProject', { id: project.id });
  for (const [procedure, request] of [
    ['ProjectService/GetProject', { id: project.id }],
    ['ProjectService/MoveMilestone', { milestoneId: milestones[0].id, dueDate: day(30), reason: 'Guessing' }],
    ['ProjectService/HandBackMilestone', { milestoneId: milestones[0].id, reason: 'Guessing' }],
  ]) {
    await assert.rejects(call(server.url, sam, `gusset.portal.v1.${procedure}`, request), /HTTP 404 .*not_found/, procedure);
  }

  // The used link, opened again, says it was used.
  await page.goto(`${server.url}${link}`);
  assert.match(await page.getByRole('alert').textContent(), /already been used/);
  await fitsAndPasses(page, '/portal/sign-in/link (used)');
  assert.deepEqual([...staffErrors, ...errors].filter((e) => !/status of 40[14]/.test(e)), []);
  await staffPage.close();
  await page.close();
});

test('a client turns on two-factor sign-in; the next sign-in asks for the code', async () => {
  const dana = 'dana@prairie.example';
  const page = await clientBrowser.context.newPage();
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const seen = [await invitationLink(mailpit, dana)];

  // Signed out, the client asks for a link on the sign-in page.
  await gotoReady(page, `${server.url}/portal/sign-in`);
  await page.getByText('E-mail me a sign-in link').click();
  await page.getByLabel('E-mail for the link').fill(dana);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await page.getByText('If that address has an account, a sign-in link is on its way.').waitFor();
  await fitsAndPasses(page, '/portal/sign-in');
  const link = await newestLink(dana, seen);
  seen.push(link);
  await page.goto(`${server.url}${link}`);
  await page.waitForURL('**/portal/projects');

  // Turns on two-factor sign-in from the account section, with a code from the secret.
  await page.getByText('Two-factor sign-in: off').click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()).trim();
  await fitsAndPasses(page, '/portal/projects (two-factor set-up)');
  const enrolStep = stepNow();
  await page.getByLabel('Code from the app').fill(totp(secret, enrolStep));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/portal/sign-in');

  // The next sign-in (a fresh link) asks for the code before opening the projects.
  await page.getByText('E-mail me a sign-in link').click();
  await page.getByLabel('E-mail for the link').fill(dana);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  const next = await newestLink(dana, seen);
  await page.goto(`${server.url}${next}`);
  await page.getByRole('heading', { name: 'Two-factor sign in' }).waitFor();
  await fitsAndPasses(page, '/portal/sign-in/link (code step)');
  await page.getByLabel('Authenticator code').fill(totp(secret, Math.max(enrolStep + 1, stepNow())));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/portal/projects');
  await page.getByRole('link', { name: 'Riverside Warehouse' }).waitFor();
  assert.deepEqual(errors.filter((e) => !/status of 40[14]/.test(e)), []);
  await page.close();
});

test('staff convert an estimate request into a project, and read the overdue list, at 375 px', async () => {
  const page = await staffBrowser.context.newPage();
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const submitted = await fetch(`${server.url}/gusset.site.v1.EstimateService/SubmitEstimate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Priya Raman', company: 'Northern Fabricators of the Gulf Coast', email: 'priya@northern.example', phone: '+1 713 555 0142',
      projectName: 'Houston distribution centre', city: 'Houston', region: 'TX', country: 'USA', services: ['structural-steel-detailing'],
      structureType: 'Warehouse', drawingStatus: 'FOR_BID', neededBy: '2099-01-15', software: 'TEKLA', deliverables: ['SHOP_ERECTION'],
    }),
  });
  assert.equal(submitted.status, 200, await submitted.text());
  const staff = await staffToken(server.url);
  const { estimates } = await call(server.url, staff, 'gusset.admin.v1.EstimateRequestService/SearchEstimates', { pageSize: 5 });
  const estimate = estimates.find((e) => e.projectName === 'Houston distribution centre');

  await signIn(page, server.url);
  const overdue = page.getByRole('region', { name: 'Projects with overdue milestones' });
  await overdue.getByRole('link', { name: 'J-2611 Riverside Warehouse' }).waitFor();
  await fitsAndPasses(page, '/admin/dashboard');

  await page.goto(`${server.url}/admin/estimates/${estimate.id}`);
  await page.locator('summary', { hasText: 'Convert into a project' }).click();
  assert.equal(await page.getByLabel("New organization's name").inputValue(), 'Northern Fabricators of the Gulf Coast');
  await page.getByLabel('Job number').fill('J-2612');
  await fitsAndPasses(page, '/admin/estimates/:id (conversion)');
  await page.getByRole('button', { name: 'Convert into a project' }).click();
  await page.getByRole('link', { name: 'J-2612 Houston distribution centre' }).click();
  await page.waitForURL('**/admin/projects?project=*');
  await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
  const won = await call(server.url, staff, 'gusset.admin.v1.EstimateRequestService/GetEstimate', { id: estimate.id });
  assert.equal(won.estimate.status, 'ESTIMATE_STATUS_WON');
  assert.deepEqual(errors, []);
  await page.close();
});
