// Submittals end to end, in a real Chromium against the real binary: staff add three sheets
// at once by their file names (uploaded over tus, confirmed in the table), and send T-0001
// to a client user, who is mailed its link. The client opens it from the mail on a
// 375 px window (no sideways scrolling, no axe violation), sees its items and downloads
// one; both sides then see "received by".
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { consoleErrors, signIn, startBrowser, startServer } from './harness.mjs';
import { startMailpit } from './mailpit.mjs';
import { clientWithProject, staffToken } from './portal-fixture.mjs';
import { fitsAndPasses, mailedPath, transmittalLink } from './submittals-helpers.mjs';

let server;
let browser;
let mailpit;
let dir;
let a;
let transmittalPath;
const names = ['B101_R0.pdf', 'B102_R0.pdf', 'E1-rev-A.pdf'];

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gusset-drawings-e2e-'));
  for (const name of names) writeFileSync(join(dir, name), `%PDF-1.7\n% ${name}\n%%EOF\n`);
  mailpit = await startMailpit();
  server = await startServer({ env: { SMTP_URL: mailpit.smtpURL } });
  browser = await startBrowser();
  const staff = await staffToken(server.url);
  a = await clientWithProject(server.url, mailpit, staff, { org: 'Prairie Steel Fabricators', email: 'dana@prairie.example', project: 'Regina warehouse', jobNumber: 'J-2026-401' });
});

after(async () => {
  await browser?.stop();
  await server?.stop();
  await mailpit?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('staff add three sheets by their file names and send T-0001 to a client user', async () => {
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/projects?project=${a.projectId}`);
  await page.getByRole('link', { name: 'Drawings and transmittals of J-2026-401' }).click();
  await page.getByText('No sheets yet: add PDFs below.').waitFor();

  await page.getByLabel('Choose PDFs').setInputFiles(names.map((n) => join(dir, n)));
  const table = page.getByRole('region', { name: 'Confirm the sheets' });
  await table.waitFor({ timeout: 60_000 });
  assert.equal(await page.getByLabel('Sheet number of B101_R0.pdf').inputValue(), 'B101');
  assert.equal(await page.getByLabel('Revision of E1-rev-A.pdf').inputValue(), 'A');
  await page.getByLabel('Title of B101_R0.pdf').fill('Beam B101');
  await page.getByLabel('Kind of E1-rev-A.pdf').selectOption({ label: 'Erection' });
  await page.getByRole('button', { name: 'Add 3 revisions' }).click();
  const register = page.getByRole('region', { name: 'Drawing register' });
  for (const sheet of ['B101', 'B102', 'E1']) await register.getByRole('button', { name: sheet, exact: true }).waitFor();
  await register.getByRole('row').filter({ hasText: 'Beam B101' }).getByText('Not issued').waitFor();

  await page.getByRole('link', { name: 'New transmittal' }).click();
  await page.getByRole('button', { name: 'Choose all shown' }).click();
  await page.getByRole('group', { name: 'Recipients' }).getByLabel('dana (dana@prairie.example)').check();
  await page.getByRole('textbox', { name: 'Message' }).fill('The first erection and shop drawings, for your approval.');
  await page.getByRole('button', { name: 'Send transmittal' }).click();
  await page.getByRole('heading', { name: 'Transmittal T-0001' }).waitFor();
  const items = page.getByRole('heading', { name: 'Items (3)' });
  await items.waitFor();
  await page.getByRole('list', { name: 'To' }).getByText('Not opened yet').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('the client opens T-0001 from its mail on a phone, downloads an item, and both sides see it received', async () => {
  transmittalPath = await mailedPath(mailpit, 'dana@prairie.example', /Transmittal T-0001/, transmittalLink);

  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${server.url}${a.link}`);
  await page.waitForURL('**/portal/projects');
  await page.goto(`${server.url}${transmittalPath}`);
  await page.getByRole('heading', { name: 'Transmittal T-0001' }).waitFor();
  await page.getByRole('list', { name: 'To' }).getByText(/Received by dana at /).waitFor();
  await fitsAndPasses(page, 'the transmittal page');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download B101 rev 0' }).click()]);
  assert.equal(download.suggestedFilename(), 'B101_R0.pdf');
  assert.match(readFileSync(await download.path(), 'latin1'), /^%PDF-1\.7\n% B101_R0\.pdf/);

  // The project's page lists the register and the transmittal.
  await page.getByRole('link', { name: '← Back to the project' }).click();
  await page.getByRole('list', { name: 'Drawing register' }).getByText('Beam B101').waitFor();
  await page.getByRole('list', { name: 'Transmittals' }).getByRole('link', { name: 'T-0001' }).waitFor();
  await page.getByRole('list', { name: 'Drawing register' }).getByText('Revisions of B101').click();
  await fitsAndPasses(page, "the project's page with its drawings");
  assert.deepEqual(errors, []);
  await page.close();

  const staffPage = await browser.context.newPage();
  await signIn(staffPage, server.url);
  await staffPage.goto(`${server.url}/admin/projects/${a.projectId}/drawings`);
  await staffPage.getByRole('link', { name: 'T-0001' }).click();
  await staffPage.getByRole('list', { name: 'To' }).getByText(/Received by dana at .*; first download at /).waitFor();
  await staffPage.close();
});
