// A project's files end to end, in a real Chromium against the real binary: a client
// uploads a 200 MB file into the project, the connection is cut after its first part and
// the page reloaded; choosing the file again resumes it where the server stood (the
// request log shows no new upload and a first PATCH at the server's offset). Staff see it
// as revision 1 and upload a file of the same name (revision 2); the client downloads
// revision 2 through its signed link and staff see that download in the log. A user of
// another organization gets NotFound for the file and for its download link.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { consoleErrors, signIn, startBrowser, startServer } from './harness.mjs';
import { startMailpit } from './mailpit.mjs';
import { call, clientToken, clientWithProject, staffToken } from './portal-fixture.mjs';

const chunk = 16 * 1024 * 1024;
const bigSize = 200 * 1024 * 1024;
let server;
let browser;
let mailpit;
let dir;
let a;
let b;
let big;
let small;

// writeRandom writes size random bytes to path, a part at a time (no 200 MB buffer), and
// answers its SHA-256.
function writeRandom(path, size) {
  const hash = createHash('sha256');
  const fd = openSync(path, 'w');
  for (let left = size; left > 0; ) {
    const part = randomBytes(Math.min(left, 8 * 1024 * 1024));
    writeSync(fd, part);
    hash.update(part);
    left -= part.length;
  }
  closeSync(fd);
  return hash.digest('hex');
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gusset-portal-files-e2e-'));
  // Two files of one name: the client's (200 MB) and staff's later revision.
  big = { path: join(mkdtempSync(join(dir, 'c-')), 'GA-101 model.ifc') };
  big.sha256 = writeRandom(big.path, bigSize);
  small = { path: join(mkdtempSync(join(dir, 's-')), 'GA-101 model.ifc') };
  small.sha256 = writeRandom(small.path, 3 * 1024 * 1024);
  mailpit = await startMailpit();
  server = await startServer({ env: { SMTP_URL: mailpit.smtpURL } });
  browser = await startBrowser();
  const staff = await staffToken(server.url);
  a = await clientWithProject(server.url, mailpit, staff, { org: 'Prairie Steel Fabricators', email: 'dana@prairie.example', project: 'Regina warehouse', jobNumber: 'J-2026-301' });
  b = await clientWithProject(server.url, mailpit, staff, { org: 'Coastal Erectors', email: 'sam@coastal.example', project: 'Harbour shed', jobNumber: 'J-2026-302' });
  b.token = await clientToken(server.url, b.link);
});

after(async () => {
  await browser?.stop();
  await server?.stop();
  await mailpit?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function folder(page, name) {
  return page.getByRole('region', { name: `Folder ${name}` });
}

let clientPage;
let revision2;

test('a client uploads 200 MB into a project, reloads in the middle, and the upload resumes', async () => {
  const page = await browser.context.newPage();
  clientPage = page;
  const errors = consoleErrors(page);
  await page.goto(`${server.url}${a.link}`);
  await page.waitForURL('**/portal/projects');
  await page.goto(`${server.url}/portal/projects/${a.projectId}`);
  await page.getByRole('heading', { name: 'Files' }).waitFor();

  const tus = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/portal/uploads/tus/')) tus.push({ method: req.method(), offset: req.headers()['upload-offset'] });
  });
  const heads = [];
  page.on('response', (res) => {
    if (res.request().method() === 'HEAD' && new URL(res.url()).pathname.startsWith('/portal/uploads/tus/')) heads.push(Number(res.headers()['upload-offset']));
  });
  // The connection is cut once the first part is stored: every later PATCH fails.
  const afterFirstPart = (req) => req.method() === 'PATCH' && Number(req.headers()['upload-offset'] ?? 0) > 0;
  await page.route('**/portal/uploads/tus/**', (route) => (afterFirstPart(route.request()) ? route.abort('connectionreset') : route.continue()));
  // Started before the upload: the first cut PATCH, failed in the page.
  const cut = page
    .waitForEvent('requestfailed', { predicate: (req) => new URL(req.url()).pathname.startsWith('/portal/uploads/tus/') && afterFirstPart(req), timeout: 60_000 })
    .catch((err) => {
      throw new Error(`no PATCH after the first part was cut: ${err.message}`);
    });
  await folder(page, 'Drawings').getByLabel('Upload to Drawings').setInputFiles(big.path);
  assert.match((await cut).failure()?.errorText ?? '', /ERR_CONNECTION_RESET/, 'a PATCH after the first part was cut');

  // The page is reloaded mid-upload; the connection is back; the client chooses the file again.
  await page.unroute('**/portal/uploads/tus/**');
  await page.reload();
  const mark = tus.length;
  await folder(page, 'Drawings').getByLabel('Upload to Drawings').setInputFiles(big.path);
  await folder(page, 'Drawings').getByText('GA-101 model.ifc is uploaded as revision 1.').waitFor({ timeout: 240_000 });

  const afterReload = tus.slice(mark);
  assert.ok(!afterReload.some((r) => r.method === 'POST'), `no new upload was created after the reload: ${JSON.stringify(afterReload)}`);
  const firstPatch = afterReload.find((r) => r.method === 'PATCH');
  assert.equal(Number(firstPatch?.offset), heads.at(-1), 'the first PATCH after the reload starts at the offset the server answered');
  assert.ok(heads.at(-1) >= chunk, `resumed at ${heads.at(-1)}, want at least ${chunk} (the part stored before the cut)`);
  assert.deepEqual(errors.filter((e) => !/ERR_CONNECTION_RESET|Failed to load resource/.test(e)), []);
});

test('staff see revision 1 and upload a file of the same name as revision 2', async () => {
  const page = await browser.context.newPage();
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/projects`);
  await page.getByRole('button', { name: 'J-2026-301 Regina warehouse' }).click();
  const drawings = folder(page, 'Drawings');
  await drawings.getByText(/Revision 1 · 200\.0 MB · dana@prairie\.example \(Prairie Steel Fabricators\) \(client\)/).waitFor();
  await drawings.getByLabel('Upload to Drawings').setInputFiles(small.path);
  await drawings.getByText('GA-101 model.ifc is uploaded as revision 2.').waitFor({ timeout: 60_000 });
  await drawings.getByText(/Revision 2 · 3\.0 MB · e2e-admin \(the firm\)/).waitFor();
  const listed = await call(server.url, await staffToken(server.url), 'gusset.admin.v1.ProjectFileAdminService/ListProjectFilesAdmin', { projectId: a.projectId });
  const file = listed.folders.find((f) => f.name === 'Drawings').files[0];
  assert.deepEqual(file.revisions.map((r) => [r.number, r.sha256]), [[2, small.sha256], [1, big.sha256]]);
  revision2 = { id: file.revisions[0].id, fileId: file.id };
  await page.close();
});

test('the client downloads revision 2 and staff see it in the download log', async () => {
  const page = clientPage;
  await page.reload();
  const drawings = folder(page, 'Drawings');
  const [download] = await Promise.all([page.waitForEvent('download'), drawings.getByRole('button', { name: 'Download revision 2' }).click()]);
  assert.equal(download.suggestedFilename(), 'GA-101 model.ifc');
  const got = createHash('sha256').update(readFileSync(await download.path())).digest('hex');
  assert.equal(got, small.sha256, 'the download is revision 2, byte for byte');

  const staffPage = await browser.context.newPage();
  await signIn(staffPage, server.url);
  await staffPage.goto(`${server.url}/admin/projects`);
  await staffPage.getByRole('button', { name: 'J-2026-301 Regina warehouse' }).click();
  const staffDrawings = folder(staffPage, 'Drawings');
  await staffDrawings.getByText('Downloads of GA-101 model.ifc').click();
  const log = staffDrawings.getByRole('list', { name: 'Downloads of GA-101 model.ifc' });
  await log.getByText(/Revision 2 by dana@prairie\.example \(Prairie Steel Fabricators\) \(client\), .* — whole file/).waitFor();
  await staffPage.close();
});

test("another organization's user gets NotFound for the file and its download link", async () => {
  await assert.rejects(
    call(server.url, b.token, 'gusset.portal.v1.FileService/ListProjectFiles', { projectId: a.projectId }),
    /HTTP 404 .*not_found/,
  );
  await assert.rejects(
    call(server.url, b.token, 'gusset.portal.v1.FileService/GetDownloadUrl', { revisionId: revision2.id }),
    /HTTP 404 .*not_found/,
  );
});
