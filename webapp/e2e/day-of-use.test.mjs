// A day of real use, in a real Chromium against the real binary with the demo content:
// the estimate path from the home and service pages, the Projects screen's controls, the
// dashboard's "needs someone", the Estimates list on a phone, a failed publish in a dialog
// and the header's call to action at desktop widths.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { consoleErrors, gotoReady, signIn, startBrowser, startServer } from './harness.mjs';
import { startMailpit } from './mailpit.mjs';
import { call, clientWithProject, staffToken } from './portal-fixture.mjs';

let server;
let browser;
let mailpit;
let staff;

before(async () => {
  mailpit = await startMailpit();
  server = await startServer({ demo: true, env: { FORM_CHALLENGE: 'off', SMTP_URL: mailpit.smtpURL } });
  browser = await startBrowser();
  staff = await staffToken(server.url);
});

after(async () => {
  await browser?.stop();
  await server?.stop();
  await mailpit?.stop();
});

const phone = { width: 375, height: 812 };

// smallTargets lists the controls of root drawn under 44 px (a checkbox by its label), as
// e2e/admin-screens-fit.test.mjs counts them.
async function smallTargets(page, root) {
  return page.evaluate((rootSelector) => {
    const small = [];
    for (const el of document.querySelector(rootSelector).querySelectorAll('button, select, input:not([type=hidden]), summary')) {
      let r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if ((el.type === 'checkbox' || el.type === 'radio') && el.labels?.length) r = el.labels[0].getBoundingClientRect();
      if (r.height < 43.5 || r.width < 43.5) small.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('name') || el.textContent || el.type).trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return small;
  }, root);
}

test('the home and service pages offer the estimate through the form', async () => {
  const page = await browser.context.newPage();
  await gotoReady(page, `${server.url}/`);
  assert.equal(await page.getByRole('link', { name: 'Get a free estimate' }).getAttribute('href'), '/estimate');
  await gotoReady(page, `${server.url}/services/pemb-detailing`);
  assert.equal(await page.getByRole('link', { name: 'Get Estimate' }).getAttribute('href'), '/estimate?service=pemb-detailing');
  await page.close();
});

test('on a phone the estimate form clears a message once its field is right, and the acknowledgement takes the eye', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize(phone);
  await gotoReady(page, `${server.url}/estimate?service=pemb-detailing`);
  await page.waitForFunction(() => document.querySelector('input[name=services][value=pemb-detailing]')?.checked);
  const box = (name) => page.getByRole('textbox', { name, exact: true });
  await page.getByRole('button', { name: 'Send request' }).click();
  const nameError = page.locator('#' + (await box('Name').getAttribute('aria-describedby')).split(' ').find((id) => id.includes('error')));
  await nameError.waitFor();
  await box('Name').fill('Dana Whitfield');
  await nameError.waitFor({ state: 'detached' });
  assert.equal(await box('Company').getAttribute('aria-invalid'), 'true', 'the other fields keep their messages');
  await box('Company').fill('Prairie Steel Fabricators');
  await box('Email').fill('dana@prairie-steel.example');
  await box('Phone').fill('+1 306 555 0142');
  await box('Project name').fill('Regina distribution centre');
  await box('City').fill('Regina');
  await box('Country').fill('Canada');
  await box('Structure type').fill('Warehouse');
  await page.getByLabel('Drawing status').selectOption('FOR_BID');
  await page.getByLabel('Estimate needed by').fill('2099-01-15');
  await page.getByLabel('Preferred software').selectOption('TEKLA');
  await page.getByRole('checkbox', { name: 'Shop and erection drawings' }).check();
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = page.locator('.estimate-form--sent');
  await sent.waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('estimate-form--sent'));
  const top = await sent.evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(top >= -1 && top < phone.height / 2, `the acknowledgement starts at ${Math.round(top)} px, want it in view`);
  await page.close();
});

test('staff change a project status and team, and delete a milestone with a reason, on the Projects screen', async () => {
  const { organization } = await call(server.url, staff, 'gusset.admin.v1.ClientAdminService/CreateOrganization', { name: 'Lakeshore Erectors' });
  const { project } = await call(server.url, staff, 'gusset.admin.v1.ProjectAdminService/CreatePortalProject', {
    organizationId: organization.id,
    project: { name: 'Harbour warehouse', jobNumber: 'J-DAY-1', status: 'PROJECT_STATUS_DETAILING' },
  });
  await call(server.url, staff, 'gusset.admin.v1.ProjectAdminService/AddMilestone', {
    projectId: project.id,
    milestone: { name: 'Anchor bolt plan', dueDate: '2099-02-01', ballInCourt: 'BALL_IN_COURT_FIRM' },
  });
  const page = await browser.context.newPage();
  await page.setViewportSize(phone);
  const errors = consoleErrors(page);
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/projects?project=${project.id}`);
  const controls = page.getByRole('form', { name: 'Status and team of J-DAY-1' });
  await controls.waitFor();
  await controls.getByLabel('Project status').selectOption({ label: 'Approval' });
  await controls.getByRole('checkbox').first().check();
  await controls.getByRole('button', { name: 'Save status and team' }).click();
  await page.getByText('Project saved').first().waitFor();
  const saved = await call(server.url, staff, 'gusset.admin.v1.ProjectAdminService/GetPortalProject', { id: project.id });
  assert.equal(saved.project.status, 'PROJECT_STATUS_APPROVAL');
  assert.equal(saved.project.team?.length, 1, 'one team member');

  assert.deepEqual(await smallTargets(page, '.portal-admin'), [], 'the Projects controls are 44 px targets on a phone');

  await page.getByText('Delete this milestone').click();
  const del = page.getByRole('form', { name: 'Delete Anchor bolt plan' });
  await del.getByLabel('Why is it deleted?').fill('Merged into the erection drawings');
  await del.getByRole('button', { name: 'Delete milestone' }).click();
  await page.getByText('Milestone deleted').first().waitFor();
  const after = await call(server.url, staff, 'gusset.admin.v1.ProjectAdminService/GetPortalProject', { id: project.id });
  assert.equal(after.milestones?.length ?? 0, 0, 'the milestone is gone');
  assert.deepEqual(errors, [], 'no console errors');
  await page.close();
});

test("on a phone the client portal's project controls are 44 px targets", async () => {
  const client = await clientWithProject(server.url, mailpit, staff, { org: 'Prairie Steel Fabricators', email: 'dana@prairie.example', project: 'Regina warehouse', jobNumber: 'J-DAY-2' });
  const page = await browser.context.newPage();
  await page.setViewportSize(phone);
  await page.goto(`${server.url}${client.link}`);
  await page.waitForURL('**/portal/projects');
  await page.goto(`${server.url}/portal/projects/${client.projectId}`);
  await page.locator('.client-portal input[type=file]').first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await smallTargets(page, '.client-portal'), []);
  await page.close();
});

test('the dashboard starts with what needs someone, and on a phone estimates are cards with mailto and tel links', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize(phone);
  await signIn(page, server.url);
  const needs = page.getByRole('region', { name: 'Needs someone' });
  await needs.waitFor();
  // It comes before the counts.
  const before = await needs.evaluate((el) => !!(el.compareDocumentPosition(document.querySelector('[aria-label="Counts"]')) & Node.DOCUMENT_POSITION_FOLLOWING));
  assert.ok(before, 'what needs someone comes before the counts');
  await needs.getByText(/new estimate request/).waitFor();
  const title = await page.getByRole('heading', { level: 1 }).evaluate((h) => ({ width: h.scrollWidth - h.clientWidth }));
  assert.ok(title.width <= 0, 'the title fits the phone');

  await page.goto(`${server.url}/admin/estimates`);
  const card = page.locator('.admin-table--cards tbody tr').first();
  await card.waitFor();
  for (const label of ['Status', 'Assignee']) assert.ok(await card.locator(`td[data-label="${label}"]`).isVisible(), `the card shows its ${label}`);
  const sideways = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
  assert.ok(sideways <= 0, `the list scrolls sideways by ${sideways} px`);
  await card.getByRole('link').first().click();
  const mail = page.locator('a[href^="mailto:"]').first();
  await mail.waitFor();
  assert.ok(await page.locator('a[href^="tel:+"]').count(), 'the phone number is a tel: link');
  await page.close();
});

test('a refused publish in a dialog shows its message above the dialog and takes focus to the field', async () => {
  const { posts } = await call(server.url, staff, 'gusset.admin.v1.BlogService/ListPosts', { pageSize: 1 });
  const page = await browser.context.newPage();
  await page.setViewportSize(phone);
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/blog`);
  await page.getByRole('button', { name: '+ Add New Blog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
  await dialog.getByLabel('Title').fill('A post with a taken address');
  await dialog.getByLabel('Address (slug)').fill(posts[0].slug);
  await dialog.locator('.rte__content [contenteditable=true]').click();
  await page.keyboard.type('Body text.');
  await dialog.getByLabel('Publish now').check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  const notice = page.locator('.notice--error');
  await notice.waitFor();
  assert.ok(await notice.evaluate((el) => !!el.closest('dialog[open]')), 'the notice is inside the open dialog (the top layer), not behind it');
  const hit = await notice.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });
  assert.ok(hit, 'the notice is what is drawn at its place');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  assert.equal(await page.evaluate(() => document.activeElement.id), await dialog.getByLabel('Address (slug)').getAttribute('id'));
  await page.close();
});

test("the header's call to action stays on one line from 1024 to 1440 px", async () => {
  const page = await browser.context.newPage();
  for (const width of [1024, 1100, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, `${server.url}/`);
    const lines = await page.locator('.site-header__cta').evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return { lines: tops.size, overflow: el.scrollWidth - el.clientWidth };
    });
    assert.deepEqual(lines, { lines: 1, overflow: 0 }, `at ${width} px`);
  }
  await page.close();
});
