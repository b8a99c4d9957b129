// The estimate request end to end, as a fabricator and then sales would use it, in a real
// Chromium against the real binary, with the challenge on and mail delivered to mailpit:
// fill in the form, attach two files, the network cut in the middle of the larger one
// (route abort), reload, add it again and see it resume where the server stood, submit,
// read the reference; staff find the request, check the file's SHA-256, move it through
// the pipeline with a note; the acknowledgement reached the visitor's mailbox.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { consoleErrors, gotoReady, signIn, startBrowser, startServer } from './harness.mjs';

let server;
let browser;
let mailpit;
let dir;
const chunk = 16 * 1024 * 1024;
const files = {};

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startMailpit() {
  const bin = process.env.MAILPIT_BIN;
  if (!bin) throw new Error('MAILPIT_BIN must name the mailpit binary (scripts/ensure-mailpit)');
  const [smtp, http] = [await freePort(), await freePort()];
  const proc = spawn(bin, ['--smtp', `127.0.0.1:${smtp}`, '--listen', `127.0.0.1:${http}`, '--database', join(dir, 'mail.db'),
    '--disable-version-check', '--smtp-auth-accept-any', '--smtp-auth-allow-insecure', '--quiet'], { stdio: 'ignore' });
  const api = `http://127.0.0.1:${http}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${api}/api/v1/messages`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { smtp: `smtp://127.0.0.1:${smtp}`, api, stop: () => proc.kill() };
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gusset-estimate-e2e-'));
  for (const [name, size] of [['bid-package.ifc', 2 * chunk + 3 * 1024 * 1024], ['plan-set.pdf', 512 * 1024]]) {
    const data = randomBytes(size);
    const path = join(dir, name);
    writeFileSync(path, data);
    files[name] = { path, size, sha256: createHash('sha256').update(data).digest('hex') };
  }
  mailpit = await startMailpit();
  server = await startServer({ env: { SMTP_URL: mailpit.smtp } });
  browser = await startBrowser();
});

after(async () => {
  await browser?.stop();
  await server?.stop();
  mailpit?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const visitor = { name: 'Dana Whitfield', company: 'Prairie Steel Fabricators', email: 'dana@prairie-steel.example' };
let reference;

async function fillIn(page) {
  const box = (name) => page.getByRole('textbox', { name, exact: true });
  await box('Name').fill(visitor.name);
  await box('Company').fill(visitor.company);
  await box('Email').fill(visitor.email);
  await box('Phone').fill('+1 306 555 0142');
  await box('Project name').fill('Regina distribution centre');
  await box('City').fill('Regina');
  await box('Country').fill('Canada');
  await box('Structure type').fill('Warehouse');
  await page.getByLabel('Drawing status').selectOption('FOR_BID');
  await page.getByLabel('Estimate needed by').fill('2099-01-15');
  await page.getByLabel('Preferred software').selectOption('TEKLA');
  await page.getByRole('checkbox', { name: 'Shop and erection drawings' }).check();
}

const fileRow = (page, name) => page.getByRole('listitem').filter({ hasText: name });

test('a visitor requests an estimate with two files, the connection cut and the page reloaded mid-upload', async () => {
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  const tusRequests = [];
  const heads = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/uploads/tus/')) tusRequests.push({ method: req.method(), offset: req.headers()['upload-offset'] });
  });
  page.on('response', (res) => {
    if (res.request().method() === 'HEAD' && new URL(res.url()).pathname.startsWith('/uploads/tus/')) heads.push(res.headers()['upload-offset']);
  });
  await gotoReady(page, `${server.url}/estimate?service=pemb-detailing`);
  await page.getByRole('heading', { name: 'Request an estimate', level: 2 }).waitFor();
  // The server draws one page for every link; the browser ticks the link's service once live.
  // (The checkbox is drawn again then: wait on the document, not on one element.)
  await page.waitForFunction(() => document.querySelector('input[name=services][value=pemb-detailing]')?.checked);
  assert.ok(await page.getByRole('checkbox', { name: 'PEMB Design and Detailing' }).isChecked(), 'the service of the link is chosen');

  // The network goes down after the first part of each file: every later part is cut.
  let cut = 0;
  let firstCut;
  const wasCut = new Promise((resolve) => (firstCut = resolve));
  await page.route('**/uploads/tus/**', (route) => {
    const offset = Number(route.request().headers()['upload-offset'] ?? 0);
    if (route.request().method() === 'PATCH' && offset > 0) {
      cut++;
      firstCut();
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  // The files are chosen before any field is touched: the form's first focus swaps the
  // files section for the uploader, whose code arrives later, and a choice made on an input
  // being swapped out is lost. Chosen so, the section hands them to the uploader itself.
  await page.locator('input[type=file]').setInputFiles([files['bid-package.ifc'].path, files['plan-set.pdf'].path]);
  await fileRow(page, 'plan-set.pdf').getByText('Uploaded').waitFor({ timeout: 60_000 });
  await wasCut;
  assert.ok(cut > 0, 'the second part of the large file was cut');
  assert.doesNotMatch(await fileRow(page, 'bid-package.ifc').innerText(), /Uploaded/);

  // The visitor reloads, the finished file is still attached, and the large one resumes
  // once added again. The connection comes back only after the reload: tus-js-client keeps
  // retrying the cut part, and a retry let through before the page went could finish the
  // file, which would then (rightly) show as uploaded.
  await page.reload();
  await fileRow(page, 'plan-set.pdf').getByText('Uploaded').waitFor();
  await fileRow(page, 'bid-package.ifc').getByText('Add this file again to resume').waitFor();
  await page.unroute('**/uploads/tus/**');
  tusRequests.length = 0;
  heads.length = 0;
  await page.locator('input[type=file]').setInputFiles([files['bid-package.ifc'].path]);
  await fileRow(page, 'bid-package.ifc').getByText('Uploaded').waitFor({ timeout: 120_000 });
  assert.deepEqual(tusRequests.filter((r) => r.method === 'POST'), [], 'no new upload was started');
  assert.ok(tusRequests.some((r) => r.method === 'HEAD'), 'the client asked the server where the upload stood');
  // It resumed where the server stood (at least the first part), not from the start.
  const resumedAt = tusRequests.find((r) => r.method === 'PATCH')?.offset;
  assert.equal(resumedAt, heads.at(-1), 'the first PATCH after the reload starts at the offset the server answered');
  assert.ok(Number(resumedAt) >= chunk, `resumed at ${resumedAt}, want at least ${chunk}`);

  await fillIn(page);
  await page.getByRole('button', { name: 'Send request' }).click();
  const ref = page.locator('.estimate-form__reference');
  await ref.waitFor({ timeout: 60_000 });
  reference = await ref.innerText();
  assert.match(reference, /^EST-\d{4}-\d{4}$/);
  // The only errors are the requests the test cut.
  assert.deepEqual(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED')), []);
  await page.close();
});

test('staff find the request, check its files and move it through the pipeline', async () => {
  assert.ok(reference, 'the first test made a request');
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/estimates`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await page.getByRole('link', { name: reference }).click();
  await page.getByRole('heading', { name: reference }).waitFor();
  for (const f of Object.values(files)) {
    await page.getByText(f.sha256).waitFor();
  }
  assert.ok(await page.getByText('Waiting').isVisible(), 'no response yet');
  const status = page.getByLabel('Status');
  for (const next of ['Reviewing', 'Quoted', 'Won']) {
    // Listening before the change: a fast answer could otherwise come before the wait.
    const saved = page.waitForResponse((r) => r.url().endsWith('/SetEstimateStatus'));
    await status.selectOption({ label: next });
    assert.equal((await saved).status(), 200, `saving the status ${next}`);
  }
  await page.getByText(/\(in time\)/).waitFor();
  await page.getByLabel('Add a note').fill('Quoted 340 t at the PEMB rate; won on 12/03.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await page.getByText('Quoted 340 t at the PEMB rate; won on 12/03.').waitFor();

  // The file downloads whole, as an attachment, through its signed link.
  const href = await page.getByRole('link', { name: 'bid-package.ifc' }).getAttribute('href');
  const res = await fetch(`${server.url}${href}`);
  assert.equal(res.headers.get('content-disposition'), 'attachment; filename=bid-package.ifc');
  assert.equal(createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex'), files['bid-package.ifc'].sha256);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the acknowledgement with the reference reached the visitor', async () => {
  assert.ok(reference);
  let found;
  for (let i = 0; i < 300 && !found; i++) {
    const { messages = [] } = await (await fetch(`${mailpit.api}/api/v1/messages`)).json();
    found = messages.find((m) => m.To?.some((t) => t.Address === visitor.email) && m.Subject.includes(reference));
    if (!found) await new Promise((r) => setTimeout(r, 100));
  }
  assert.ok(found, `an acknowledgement for ${reference} in mailpit`);
});
