// Submittals end to end, through the screens, in a real Chromium against the real binary
// with mailpit: staff add 20 sheets by their file names and send T-0001 to a client user
// and an outside reviewer; the reviewer opens the mailed link on a phone (375 × 812) and
// returns 18 Approved, one Approved as noted with a marked-up PDF and one Revise and
// resubmit; both sides' registers show it; the stamped PDF downloads and says its status;
// revision 1 of the returned sheet goes out as T-0002, a resubmittal of T-0001; the
// comparison shows the change; and T-0002, issued 20 days ago (the server's clock cannot
// be set from here, the issue date can), is overdue on both sides, and its recipient is
// reminded by mail when the reminders' job runs (at the binary's start: it is restarted).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { consoleErrors, signIn, startBrowser, startServer } from './harness.mjs';
import { startMailpit } from './mailpit.mjs';
import { pdfText } from './pdf.mjs';
import { clientWithProject, staffToken } from './portal-fixture.mjs';
import { bulkAdd, fits, fitsAndPasses, loaded, mailedPath, registerRow, reviewerLink, sheetPdf, transmittalLink } from './submittals-helpers.mjs';

const sheets = Array.from({ length: 20 }, (_, i) => `B${101 + i}`);
const [noted, revise] = ['B119', 'B120'];
const client = { org: 'Lakeshore Steel Erectors', email: 'morgan@lakeshore.example', project: 'Evanston parking deck', jobNumber: 'J-2026-434' };
const reviewer = { email: 'avery@eor.example', name: 'Avery Okafor' };
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
// shown is a day as the screens print a calendar day (src/lib/format-date.ts, formatDay).
const shown = (n) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day(n)}T00:00:00Z`));

let server;
let browser;
let phone;
let mailpit;
let dir;
let a;
let staff;
let staffErrors;
// The client user's page: their session is the client's cookie in its browser.
let clientPage;
let clientErrors;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gusset-submittals-e2e-'));
  for (const sheet of sheets) writeFileSync(join(dir, `${sheet}_R0.pdf`), sheetPdf(sheet, 0));
  writeFileSync(join(dir, `${revise}_R1.pdf`), sheetPdf(revise, 1, { at: 250 }));
  writeFileSync(join(dir, `${noted}_markup.pdf`), sheetPdf(noted, 0, { note: 'Check the bolt spacing' }));
  const browsers = Promise.all([startBrowser(), startBrowser({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })]);
  mailpit = await startMailpit();
  server = await startServer({ env: { SMTP_URL: mailpit.smtpURL } });
  [browser, phone] = await browsers;
  a = await clientWithProject(server.url, mailpit, await staffToken(server.url), client);
  staff = await browser.context.newPage();
  staffErrors = consoleErrors(staff);
  await signIn(staff, server.url);
});

after(async () => {
  await phone?.stop();
  await browser?.stop();
  await server?.stop();
  await mailpit?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const drawingsPage = () => `${server.url}/admin/projects/${a.projectId}/drawings`;

test('staff add 20 sheets by their file names and send T-0001 to the client and an outside reviewer', async () => {
  await staff.goto(`${server.url}/admin/projects?project=${a.projectId}`);
  await staff.getByRole('link', { name: `Drawings and transmittals of ${client.jobNumber}` }).click();
  await staff.getByText('No sheets yet: add PDFs below.').waitFor();

  await bulkAdd(
    staff,
    sheets.map((s) => join(dir, `${s}_R0.pdf`)),
    async (table, file) => {
      const sheet = file.slice(0, 4);
      assert.equal(await table.getByLabel(`Sheet number of ${file}`).inputValue(), sheet);
      assert.equal(await table.getByLabel(`Revision of ${file}`).inputValue(), '0');
      await table.getByLabel(`Title of ${file}`).fill(`Beam ${sheet}`);
      await table.getByLabel(`Kind of ${file}`).selectOption({ label: 'Shop (assembly)' });
    },
  );
  for (const sheet of [sheets[0], noted, revise]) await (await registerRow(staff, sheet)).getByText('Not issued').waitFor();

  await staff.getByRole('link', { name: 'New transmittal' }).click();
  await staff.getByRole('button', { name: 'Choose all shown' }).click();
  await staff.getByRole('group', { name: 'Sheet revisions (20 chosen)' }).waitFor();
  await staff.getByRole('group', { name: 'Recipients' }).getByLabel(`morgan (${client.email})`).check();
  await staff.getByRole('button', { name: 'Add an outside reviewer' }).click();
  const outside = staff.getByRole('group', { name: 'Outside reviewer 1' });
  await outside.getByLabel('E-mail').fill(reviewer.email);
  await outside.getByLabel('Name').fill(reviewer.name);
  assert.equal(await staff.getByLabel('Due date').inputValue(), day(14));
  await staff.getByRole('textbox', { name: 'Message' }).fill('Shop drawings of the deck beams, for your approval.');
  await staff.getByRole('button', { name: 'Send transmittal' }).click();
  await staff.getByRole('heading', { name: 'Transmittal T-0001' }).waitFor();
  await staff.getByRole('heading', { name: 'Items (20)' }).waitFor();
  const to = staff.getByRole('list', { name: 'To' });
  await to.getByText(reviewer.email).waitFor();
  assert.equal(await to.getByText('Not opened yet').count(), 2);
  assert.deepEqual(staffErrors, []);
});

test('the outside reviewer opens the mailed link on a phone and returns 18 Approved, one Approved as noted with a markup, one Revise and resubmit', async () => {
  const link = await mailedPath(mailpit, reviewer.email, /Transmittal T-0001/, reviewerLink);
  const page = await phone.context.newPage();
  const errors = consoleErrors(page);
  await page.goto(`${server.url}${link}`);
  await page.getByRole('heading', { name: 'Transmittal T-0001' }).waitFor();
  assert.match(new URL(page.url()).pathname, /^\/portal\/projects\/[\w-]+\/transmittals\/[\w-]+$/);
  const form = page.getByRole('form', { name: 'Return transmittal T-0001' });
  await form.getByRole('group', { name: `${sheets[0]} rev 0 — Beam ${sheets[0]}` }).getByLabel('Status').locator('option', { hasText: 'Approved as noted' }).waitFor({ state: 'attached' });
  await fitsAndPasses(page, "the reviewer's page");

  for (const sheet of sheets) {
    const item = form.getByRole('group', { name: `${sheet} rev 0 — Beam ${sheet}` });
    const status = sheet === noted ? 'Approved as noted' : sheet === revise ? 'Revise and resubmit' : 'Approved';
    await item.getByLabel('Status').selectOption({ label: status });
    if (sheet === noted) {
      await item.getByLabel('Comment').fill('Bolt spacing as marked.');
      await item.getByLabel('Marked-up PDF (optional)').setInputFiles(join(dir, `${noted}_markup.pdf`));
    }
    if (sheet === revise) await item.getByLabel('Comment').fill('The beam clashes with the duct: move it up.');
  }
  await fits(page, "the reviewer's page with the statuses chosen");
  await form.getByRole('button', { name: 'Return 20 item(s)' }).click();
  await form.getByRole('status').getByText('Returned 20 item(s). Every item now has a status: the transmittal is complete.').waitFor({ timeout: 60_000 });
  await form.getByText('Every item has a status.').waitFor();
  await page.getByRole('list', { name: 'To' }).getByText(`Received by ${reviewer.name} at`).waitFor();
  await fits(page, "the reviewer's page once returned");
  await page.getByRole('link', { name: '← Your transmittals' }).click();
  await page.getByRole('region', { name: 'Sent to you for review' }).getByRole('link', { name: 'T-0001' }).waitFor();
  await fits(page, "the reviewer's transmittals");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the returns show on the staff's and the client's side, and the stamped PDF downloads", async () => {
  await staff.goto(drawingsPage());
  await staff.getByRole('list', { name: 'Transmittals' }).getByRole('link', { name: 'T-0001' }).click();
  await staff.getByRole('heading', { name: 'Transmittal T-0001' }).waitFor();
  await staff.getByRole('definition').filter({ hasText: /^Closed Returned in 0 days$/ }).waitFor();
  const items = staff.getByRole('heading', { name: 'Items (20)' }).locator('..');
  const returned = (label) => items.getByText(new RegExp(`^Returned ${label} by ${reviewer.name} at `));
  await returned('Approved').first().waitFor();
  assert.deepEqual([await returned('Approved').count(), await returned('Approved as noted').count(), await returned('Revise and resubmit').count()], [18, 1, 1]);
  await items.getByText('Marked up: B119_markup.pdf').waitFor();

  const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: `Download stamped ${noted} rev 0` }).click()]);
  assert.equal(download.suggestedFilename(), `${noted}_R0_stamped.pdf`);
  const stamped = readFileSync(await download.path());
  assert.equal(stamped.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.notDeepEqual(stamped, readFileSync(join(dir, `${noted}_markup.pdf`)));
  const words = await pdfText(stamped);
  // The stamp writes the status in capitals; the markup's own words show it was the markup that was stamped.
  for (const said of ['APPROVED AS NOTED', `Reviewer: ${reviewer.name}`, 'Transmittal: T-0001', 'Check the bolt spacing']) assert.ok(words.includes(said), `the stamped PDF says "${said}": ${words}`);

  await staff.goto(drawingsPage());
  for (const [sheet, status] of [[sheets[0], 'Approved'], [noted, 'Approved as noted'], [revise, 'Revise and resubmit']]) {
    await (await registerRow(staff, sheet)).getByRole('cell', { name: status, exact: true }).waitFor();
  }

  // The client user, on a phone-sized window of the desktop browser, from their mail.
  const path = await mailedPath(mailpit, client.email, /Transmittal T-0001/, transmittalLink);
  clientPage = await browser.context.newPage();
  clientErrors = consoleErrors(clientPage);
  const page = clientPage;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.url}${a.link}`);
  await page.waitForURL('**/portal/projects');
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { name: 'Transmittal T-0001' }).waitFor();
  await page.getByText(`Returned Revise and resubmit by ${reviewer.name} at`, { exact: false }).waitFor();
  const [clientCopy] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download stamped ${revise} rev 0` }).click()]);
  assert.match(await pdfText(readFileSync(await clientCopy.path())), /REVISE AND RESUBMIT/);
  await fits(page, "the client's transmittal page");
  await page.getByRole('link', { name: '← Back to the project' }).click();
  const register = page.getByRole('list', { name: 'Drawing register' });
  for (const [sheet, status] of [[sheets[0], 'Approved'], [noted, 'Approved as noted'], [revise, 'Revise and resubmit']]) {
    await register.getByRole('listitem').filter({ hasText: `${sheet} · Beam ${sheet}` }).getByText(new RegExp(`rev 0 · ${status}$`)).waitFor();
  }
  assert.deepEqual(clientErrors, []);
});

test('revision 1 of the returned sheet goes out as T-0002, a resubmittal of T-0001, and the comparison shows the change', async () => {
  await staff.goto(drawingsPage());
  await (await registerRow(staff, revise)).waitFor();
  await bulkAdd(staff, [join(dir, `${revise}_R1.pdf`)], async (table, file) => {
    assert.equal(await table.getByLabel(`Revision of ${file}`).inputValue(), '1');
    await table.getByLabel(`Reason for ${file}`).fill('Beam moved up clear of the duct');
  });
  await (await registerRow(staff, revise)).getByRole('cell', { name: 'Not issued', exact: true }).waitFor();

  await staff.getByRole('link', { name: 'New transmittal' }).click();
  const picker = staff.getByRole('group', { name: /^Sheet revisions/ });
  await picker.getByRole('searchbox').fill(revise);
  await picker.getByLabel(`${revise} rev 1 · Beam ${revise} · Not issued`).check();
  await staff.getByLabel('Purpose').selectOption({ label: 'Resubmittal' });
  await staff.getByLabel('Resubmits').selectOption({ label: `T-0001 · For approval · ${shown(0)}` });
  await staff.getByRole('group', { name: 'Recipients' }).getByLabel(`morgan (${client.email})`).check();
  // Issued 20 days ago: due 6 days ago, by the project's 14 review days.
  await staff.getByLabel('Issue date').fill(day(-20));
  assert.equal(await staff.getByLabel('Due date').inputValue(), day(-6));
  await staff.getByRole('button', { name: 'Send transmittal' }).click();
  await staff.getByRole('heading', { name: 'Transmittal T-0002' }).waitFor();
  const facts = staff.locator('dl').filter({ hasText: 'Resubmits' });
  await facts.getByText('T-0001', { exact: true }).waitFor();
  await facts.getByText('Overdue by 6 days').waitFor();

  await staff.goto(drawingsPage());
  const row = await registerRow(staff, revise);
  await row.getByRole('button', { name: revise, exact: true }).click();
  await staff.getByRole('list', { name: `Revisions of ${revise}` }).getByText('sent in T-0002').waitFor();
  await staff.getByRole('button', { name: `Compare revisions of ${revise}` }).click();
  await showsTheChange(staff);
  assert.deepEqual(staffErrors, []);
});

// showsTheChange checks a comparison of revisions 0 and 1: the changes, then each revision
// and the changes again through the toggle, each picture loaded.
async function showsTheChange(page) {
  const view = page.getByRole('region', { name: 'Revision 0 compared with revision 1' });
  await view.waitFor({ timeout: 60_000 });
  await view.getByRole('list', { name: 'Colours of the changes' }).getByRole('listitem').filter({ hasText: 'Added in revision 1' }).waitFor();
  const toggle = view.getByRole('group', { name: 'Picture' });
  for (const [button, alt] of [['Changes', /^The changes from revision 0 to 1/], ['Revision 0', 'Revision 0 of the sheet'], ['Revision 1', 'Revision 1 of the sheet'], ['Changes', /^The changes/]]) {
    await toggle.getByRole('button', { name: button }).click();
    assert.equal(await toggle.getByRole('button', { name: button }).getAttribute('aria-pressed'), 'true');
    assert.ok((await loaded(view.getByRole('img', { name: alt }))) > 0, `the picture "${button}" loaded`);
  }
}

test("T-0002, issued 20 days ago, is overdue on the staff dashboard and in the client's view", async () => {
  await staff.goto(`${server.url}/admin/dashboard`);
  await staff.getByRole('heading', { name: 'Transmittals overdue for review: 1' }).waitFor();
  const overdue = staff.getByRole('list', { name: 'Overdue transmittals' });
  await overdue.getByRole('link', { name: `T-0002 · ${client.jobNumber} ${client.project}` }).waitFor();
  await overdue.getByText(`due ${shown(-6)}, 6 days overdue`, { exact: false }).waitFor();
  assert.deepEqual(staffErrors, []);

  const page = clientPage;
  await page.goto(`${server.url}/portal/projects/${a.projectId}`);
  const snapshot = page.getByRole('region', { name: 'Waiting for your review' });
  await snapshot.getByRole('list', { name: 'Open for review' }).getByText('Overdue by 6 days').waitFor();
  assert.equal(await snapshot.getByRole('definition').nth(1).textContent(), '1', 'one overdue transmittal');
  await page.getByRole('list', { name: 'Transmittals' }).getByRole('listitem').filter({ hasText: 'T-0002' }).getByText('Overdue by 6 days').waitFor();
  const register = page.getByRole('list', { name: 'Drawing register' });
  const sheet = register.getByRole('listitem').filter({ hasText: `${revise} · Beam ${revise}` });
  await sheet.getByText(`Overdue 20 days · due ${shown(-6)}`).waitFor();
  await sheet.getByText(`Revisions of ${revise}`, { exact: true }).click();
  await sheet.getByRole('button', { name: `Compare revisions of ${revise}` }).click();
  await showsTheChange(page);
  await fitsAndPasses(page, "the client's project page with the comparison");
  assert.deepEqual(clientErrors, []);
});

test("a restart runs the reminders at once: T-0002's recipient is mailed that it is overdue", async () => {
  await server.restart();
  const path = await mailedPath(mailpit, client.email, /^Reminder: transmittal T-0002 is 6 days overdue$/, transmittalLink);
  await clientPage.goto(`${server.url}${path}`);
  await clientPage.getByRole('heading', { name: 'Transmittal T-0002' }).waitFor();
  await clientPage.getByText('Overdue by 6 days').waitFor();
  assert.deepEqual(clientErrors, []);
});
