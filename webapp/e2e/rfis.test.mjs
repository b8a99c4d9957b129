// RFIs end to end, through the screens, in a real Chromium against the real binary with
// mailpit. The binary starts with its register's clock ten days back
// (DRAWING_CLOCK_OFFSET): staff raise RFI-001 on two sheets to a client user (its question
// typed in the rich-text editor, a word in bold), and two more by the API; the sheets show
// on hold. Restarted in the present, the client answers RFI-001 in the editor on a 375 px
// window from the mailed link, ten days after it opened, with a sketch attached (staff
// download it byte for byte); the hold lifts; the log lists it with its 10 days open. RFI-002, unanswered, is overdue, and
// its reminder arrives once that day (a restart the same day mails no second one, which
// the reminder of RFI-003, reopened in between, shows has run) and again the next day.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { consoleErrors, signIn, startBrowser, startServer } from './harness.mjs';
import { startMailpit } from './mailpit.mjs';
import { call, clientWithProject, staffToken } from './portal-fixture.mjs';
import { fits, fitsAndPasses, mailedPath, registerRow } from './submittals-helpers.mjs';

const client = { org: 'Harbour Steel Fabricators', email: 'morgan@harbour.example', project: 'Lakeside library', jobNumber: 'J-2026-512' };
const subject = 'Beam depth at grid C';
const sketch = Buffer.from('%PDF-1.7\n% the client\'s sketch of the connection at C/4\n%%EOF\n');
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from, to) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const rfiLink = /\/portal\/projects\/[\w-]+\/rfis\/[\w-]+/;
const reminderOf = (number) => new RegExp(`^Reminder: ${number} is `);
// outboxCount is how many mails of the outbox (the server's record of what it queued)
// have a subject that matches.
const outboxCount = async (pattern) => {
  const { messages } = await call(server.url, token, 'gusset.admin.v1.OutboxService/ListOutbox', { pageSize: 100 });
  return messages.filter((m) => pattern.test(m.subject)).length;
};

let server;
let browser;
let mailpit;
let a;
let token;
let staff;
let staffErrors;
let clientPage;
let clientErrors;
const ids = {};

// restart starts the binary again with env changed; the pages leave it first (a page that
// refreshes its data while the server is down would log a refused connection).
async function restart(env) {
  for (const page of browser.context.pages()) await page.goto('about:blank');
  await server.restart(env);
}

before(async () => {
  mailpit = await startMailpit();
  server = await startServer({ env: { SMTP_URL: mailpit.smtpURL, DRAWING_CLOCK_OFFSET: '-240h' } });
  browser = await startBrowser({ viewport: { width: 1280, height: 900 } });
  token = await staffToken(server.url);
  a = await clientWithProject(server.url, mailpit, token, client);
  for (const sheet of ['B201', 'B202', 'B203']) {
    await call(server.url, token, 'gusset.admin.v1.DrawingAdminService/CreateSheet', { projectId: a.projectId, sheet: { sheetNumber: sheet, title: `Beam ${sheet}` } });
  }
  staff = await browser.context.newPage();
  staffErrors = consoleErrors(staff);
  await signIn(staff, server.url);
});

after(async () => {
  await browser?.stop();
  await server?.stop();
  await mailpit?.stop();
});

const rfiInput = async (fields) => {
  const { users } = await call(server.url, token, 'gusset.admin.v1.ClientAdminService/ListClientUsers', { organizationId: a.organizationId });
  return { projectId: a.projectId, question: `<p>${fields.subject}?</p>`, assigneeId: users[0].id, ...fields };
};

test('staff raise RFI-001 on two sheets to the client user, and the sheets show on hold', async () => {
  await staff.goto(`${server.url}/admin/projects?project=${a.projectId}`);
  await staff.getByRole('link', { name: `RFIs of ${client.jobNumber}` }).click();
  await staff.getByText('No RFIs yet.').waitFor();
  await staff.getByRole('link', { name: 'New RFI' }).click();
  const form = staff.getByRole('form', { name: 'New RFI' });
  await form.getByLabel('Subject').fill(subject);
  // The question is rich text: draft-js takes keystrokes, not fill().
  await form.getByRole('textbox', { name: 'Question', exact: true }).click();
  await staff.keyboard.type('The architectural section shows W12; the structural plan W14.');
  await staff.keyboard.press('Enter');
  await staff.keyboard.type('Which depth ');
  await staff.keyboard.press('Control+b');
  await staff.keyboard.type('governs');
  await staff.keyboard.press('Control+b');
  await staff.keyboard.type('?');
  const sheets = form.getByRole('group', { name: /^Sheets it concerns/ });
  for (const sheet of ['B201', 'B202']) await sheets.getByLabel(`${sheet} · Beam ${sheet}`).check();
  await form.getByRole('group', { name: 'Sheets it concerns (2 chosen)' }).waitFor();
  await form.getByLabel(/^Other references/).fill('S-201 detail 4\nA-301 section 2');
  await form.getByLabel('Schedule impact').check();
  await form.getByLabel('Asked of').selectOption({ label: `morgan (${client.email})` });
  await form.getByText("Empty: the day it opens plus the project's 5 working days.").waitFor();
  await staff.setViewportSize({ width: 375, height: 812 });
  await fits(staff, 'the new RFI form');
  await staff.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole('button', { name: 'Send the RFI' }).click();
  await staff.getByRole('heading', { name: `RFI-001 · ${subject}` }).waitFor();
  ids.rfi1 = new URL(staff.url()).pathname.split('/').pop();
  const facts = staff.getByRole('definition');
  await facts.filter({ hasText: /^Client \(morgan\)$/ }).waitFor();
  await facts.filter({ hasText: /^0 days open$/ }).waitFor();
  await staff.getByRole('list', { name: 'References' }).getByText('Sheet B202 · Beam B202').waitFor();
  const question = staff.getByRole('region', { name: 'Question' });
  await question.getByText('The architectural section shows W12; the structural plan W14.').waitFor();
  await question.locator('strong', { hasText: 'governs' }).waitFor();

  // RFI-002 stays unanswered; RFI-003 is answered at once (by phone) and reopened later.
  const { rfi: rfi2 } = await call(server.url, token, 'gusset.admin.v1.RfiAdminService/CreateRfiAdmin', { rfi: await rfiInput({ subject: 'Camber of B203', requiredBy: day(-3), sheetIds: [] }) });
  const { rfi: rfi3 } = await call(server.url, token, 'gusset.admin.v1.RfiAdminService/CreateRfiAdmin', { rfi: await rfiInput({ subject: 'Paint system', requiredBy: day(-1) }) });
  await call(server.url, token, 'gusset.admin.v1.RfiAdminService/AnswerRfiAdmin', { id: rfi3.id, answer: '<p>Shop primer only (by phone).</p>' });
  Object.assign(ids, { rfi2: rfi2.id, rfi3: rfi3.id });

  await staff.goto(`${server.url}/admin/projects/${a.projectId}/drawings`);
  for (const sheet of ['B201', 'B202']) await (await registerRow(staff, sheet)).getByRole('cell', { name: 'On hold — RFI-001' }).waitFor();
  assert.equal(await (await registerRow(staff, 'B203')).getByText('On hold —').count(), 0, 'B203 is held by no open RFI');
  assert.deepEqual(staffErrors, []);
});

test('ten days on, the client answers RFI-001 on a 375 px window from the mailed link, and the hold lifts', async () => {
  await restart({ DRAWING_CLOCK_OFFSET: '' });
  const path = await mailedPath(mailpit, client.email, /^RFI-001 raised: /, rfiLink);
  assert.equal(path, `/portal/projects/${a.projectId}/rfis/${ids.rfi1}`);
  clientPage = await browser.context.newPage();
  clientErrors = consoleErrors(clientPage);
  const page = clientPage;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.url}${a.link}`);
  await page.waitForURL('**/portal/projects');
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { name: `RFI-001 · ${subject}` }).waitFor();
  const about = page.getByRole('definition');
  const requiredBy = (await about.filter({ hasText: /^\d{4}-\d\d-\d\d$/ }).textContent()).trim();
  await about.filter({ hasText: `Days open: 10 · Overdue by ${daysBetween(requiredBy, day(0))} d` }).waitFor();
  await about.filter({ hasText: /^Your side \(morgan\)$/ }).waitFor();
  // The answer's editor (a lazy chunk) is in the page for the checks at 375 px.
  const answerBox = page.getByRole('textbox', { name: 'Your answer' });
  await answerBox.waitFor();
  await fitsAndPasses(page, "the client's RFI page");

  // A sketch goes with the answer: uploaded over tus for the RFI, then attached.
  await page.getByLabel('Attach a file (PDF, image or Word, at most 200 MB)').setInputFiles({ name: 'sketch C-4.pdf', mimeType: 'application/pdf', buffer: sketch });
  await page.getByRole('status').filter({ hasText: 'sketch C-4.pdf is attached.' }).waitFor();
  await page.getByRole('list', { name: 'Files attached to the RFI' }).getByRole('button', { name: 'Download sketch C-4.pdf' }).waitFor();

  await answerBox.click();
  await page.keyboard.type('W14 governs: the structural drawings take precedence.');
  await page.getByRole('button', { name: 'Send the answer' }).click();
  const answer = page.getByRole('region', { name: 'Official answer' });
  await answer.getByText('W14 governs: the structural drawings take precedence.').waitFor();
  // Who acted on the client's side is named by their address and organization.
  const who = `${client.email} (${client.org})`;
  await answer.getByText(`Answered by ${who}, `, { exact: false }).waitFor();
  await about.filter({ hasText: /^The firm$/ }).first().waitFor();
  await page.getByRole('list', { name: 'History' }).getByText(`Answered: ${who}, `, { exact: false }).waitFor();
  await fits(page, "the client's RFI page once answered");

  await page.getByRole('link', { name: '← Back to the project' }).click();
  const register = page.getByRole('list', { name: 'Drawing register' });
  await register.getByRole('listitem').filter({ hasText: 'B201 · Beam B201' }).waitFor();
  assert.equal(await register.getByText('On hold —').count(), 0, 'no sheet is held once RFI-001 is answered');
  const rfis = page.getByRole('list', { name: 'RFIs of the project' });
  await rfis.getByRole('listitem').filter({ hasText: 'RFI-001' }).getByText('Answered · Ball with: The firm', { exact: false }).waitFor();
  await rfis.getByRole('listitem').filter({ hasText: 'RFI-002' }).getByText(/^Days open: 10 · Overdue by 3 d$/).waitFor();
  await page.getByRole('region', { name: 'RFIs' }).getByText('Waiting on you: 1').waitFor();
  await fitsAndPasses(page, "the client's project page with its RFIs");
  assert.deepEqual(clientErrors, []);
});

test("staff download the client's sketch from RFI-001's page, byte for byte", async () => {
  await staff.goto(`${server.url}/admin/rfis/${ids.rfi1}`);
  const files = staff.getByRole('list', { name: 'Files attached to the RFI' });
  await files.getByText(/ · morgan@harbour\.example/).waitFor();
  const [download] = await Promise.all([staff.waitForEvent('download'), files.getByRole('button', { name: 'Download sketch C-4.pdf' }).click()]);
  assert.equal(download.suggestedFilename(), 'sketch C-4.pdf');
  assert.deepEqual(readFileSync(await download.path()), sketch);
  await staff.getByRole('list', { name: 'History' }).getByText(/^attached by morgan.*“sketch C-4\.pdf”$/).waitFor();
  assert.deepEqual(staffErrors, []);
});

test('the log lists RFI-001 answered with its 10 days open, on screen and in the CSV', async () => {
  await staff.goto(`${server.url}/admin/projects/${a.projectId}/rfis`);
  const log = staff.getByRole('region', { name: 'RFI log' });
  const row = log.getByRole('row').filter({ has: staff.getByRole('link', { name: 'RFI-001', exact: true }) });
  await row.getByRole('cell', { name: 'Answered', exact: true }).waitFor();
  await row.getByRole('cell', { name: '10 days open', exact: true }).waitFor();
  await row.getByRole('cell', { name: 'Schedule', exact: true }).waitFor();
  await staff.getByText('3 of 3 RFIs', { exact: true }).waitFor();

  const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: 'RFI log (CSV)' }).click()]);
  const lines = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
  const header = lines[0].split(',');
  const rfi1 = Object.fromEntries(lines.find((l) => l.startsWith('RFI-001,')).split(',').map((cell, i) => [header[i], cell]));
  assert.deepEqual([rfi1.Subject, rfi1.Answered, rfi1['Days open'], rfi1.Status], [subject, day(0), '10', 'Answered']);

  await staff.goto(`${server.url}/admin/projects/${a.projectId}/drawings`);
  assert.equal(await (await registerRow(staff, 'B201')).getByText('On hold —').count(), 0, 'the staff register lifts the hold too');

  await staff.setViewportSize({ width: 375, height: 812 });
  await staff.goto(`${server.url}/admin/rfis`);
  await staff.getByRole('region', { name: 'RFI log' }).getByRole('cell', { name: `${client.jobNumber} ${client.project}` }).first().waitFor();
  await fits(staff, 'the all-projects RFI list');
  await staff.goto(`${server.url}/admin/rfis/${ids.rfi1}`);
  await staff.getByRole('heading', { name: `RFI-001 · ${subject}` }).waitFor();
  await fits(staff, "the staff's RFI page");
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.getByRole('button', { name: 'Close', exact: true }).click();
  await staff.getByRole('definition').filter({ hasText: /^Closed$/ }).waitFor();
  assert.deepEqual(staffErrors, []);
});

test('RFI-002, unanswered, is overdue and its reminder arrives once a day', async () => {
  await staff.goto(`${server.url}/admin/projects/${a.projectId}/rfis`);
  await staff.getByLabel('Overdue only').check();
  const log = staff.getByRole('region', { name: 'RFI log' });
  await staff.getByText('1 of 1 RFI', { exact: true }).waitFor();
  await log.getByRole('row').filter({ hasText: 'RFI-002' }).getByRole('cell', { name: '10 days open · overdue by 3 days' }).waitFor();
  assert.equal(await mailpit.count(client.email, reminderOf('RFI-002')), 1);

  // RFI-003 is Open again, past its date: the next run reminds of it, and not of RFI-002 a
  // second time the same day.
  await staff.goto(`${server.url}/admin/rfis/${ids.rfi3}`);
  await staff.getByRole('button', { name: 'Reopen' }).click();
  await staff.getByRole('textbox', { name: 'Reason for reopening' }).fill('The client wants a two-coat system after all.');
  await staff.getByRole('button', { name: 'Reopen' }).last().click();
  await staff.getByRole('definition').filter({ hasText: /^Client \(morgan\)$/ }).waitFor();
  await restart({ DRAWING_CLOCK_OFFSET: '' });
  assert.equal(await mailpit.count(client.email, reminderOf('RFI-003')), 1);
  // A run queues its day's reminders in one transaction: once RFI-003's is out, the
  // outbox holds every mail that run made.
  assert.equal(await outboxCount(reminderOf('RFI-002')), 1, 'one reminder of RFI-002 that day');

  await restart({ DRAWING_CLOCK_OFFSET: '24h' });
  assert.equal(await mailpit.count(client.email, reminderOf('RFI-002'), 2), 2, 'a second reminder the next day');
  const mail = await mailpit.message(client.email, /^Reminder: RFI-002 is 4 days overdue$/);
  assert.match(mail.text, /it has been open 11 days/);
  assert.deepEqual(staffErrors, []);
});
