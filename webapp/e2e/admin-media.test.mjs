// Portfolio and gallery back office, end to end: real Chromium, the real binary, real
// uploads (XHR with progress) and the public pages that show what staff published.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { consoleErrors, signIn, startBrowser, startServer } from './harness.mjs';

let server;
let browser;
let page;
let errors;
let files;

before(async () => {
  server = await startServer();
  browser = await startBrowser();
  files = mkdtempSync(join(tmpdir(), 'gusset-media-'));
  page = await browser.context.newPage();
  errors = consoleErrors(page);
  await signIn(page, server.url);
});

after(async () => {
  await page?.close();
  await browser?.stop();
  await server?.stop();
  if (files) rmSync(files, { recursive: true, force: true });
});


// A small, well-formed PDF (one empty page); `padding` bytes of comment make it larger
// without changing what it shows.
function pdf(padding = 0) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = `%PDF-1.4\n${padding ? `%${'x'.repeat(padding)}\n` : ''}`;
  const offsets = objects.map((object, i) => {
    const at = Buffer.byteLength(body);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

// Two 1×1 PNGs (brand green and red), made with zlib.
const pngs = {
  'beam-green.png': 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQr7ICAAGPANQRlqhsAAAAAElFTkSuQmCC',
  'column-red.png': 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYoiwBAAJ+APBMCjG1AAAAAElFTkSuQmCC',
};

function writeFile(name, bytes) {
  const path = join(files, name);
  writeFileSync(path, bytes);
  return path;
}

// notice waits for a notice with exactly this text.
function notice(text) {
  return page.locator('.notices').getByText(text, { exact: true }).first().waitFor();
}

test('portfolio: upload progress is real and cancellable; an active PDF is published, an inactive one is not', async () => {
  await page.goto(`${server.url}/admin/portfolio`);
  await page.getByRole('heading', { level: 1, name: 'Portfolio Projects' }).waitFor();
  await page.getByText('No portfolio projects found.').waitFor();

  // Throttled to 64 KiB/s, a 256 KiB PDF takes seconds: long enough to watch the
  // percentage move and to cancel.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
  await page.getByRole('button', { name: '+ Add New Project' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add New Portfolio' });
  await dialog.getByLabel('Title').fill('Slow upload');
  await dialog.getByLabel('Portfolio PDF').setInputFiles(writeFile('big.pdf', pdf(256 * 1024)));
  await dialog.getByRole('button', { name: 'Add New' }).click();
  const bar = dialog.getByRole('progressbar', { name: 'PDF upload' });
  await page.waitForFunction(() => {
    const value = Number(document.querySelector('progress[aria-label="PDF upload"]')?.getAttribute('value'));
    return value > 0 && value < 100;
  });
  const midway = Number(await bar.getAttribute('value'));
  assert.ok(midway > 0 && midway < 100, `the progress is partial while sending (${midway}%)`);
  await dialog.getByRole('button', { name: 'Cancel upload' }).click();
  await dialog.getByText('Upload cancelled.').waitFor();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('No portfolio projects found.').waitFor();

  // A file that is not a PDF is refused in the browser.
  await page.getByRole('button', { name: '+ Add New Project' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Portfolio' });
  await dialog.getByLabel('Portfolio PDF').setInputFiles(writeFile('photo.png', Buffer.from(pngs['beam-green.png'], 'base64')));
  await notice('Please upload a PDF file');

  // Active: published.
  await dialog.getByLabel('Title').fill('Distribution Centre, Ohio');
  await dialog.getByLabel('Description').fill('Main and miscellaneous steel, 1,200 t');
  await dialog.getByLabel('Portfolio PDF').setInputFiles(writeFile('distribution-centre.pdf', pdf()));
  assert.equal(await dialog.getByRole('checkbox', { name: 'Active' }).isChecked(), false, 'a new item starts inactive');
  await dialog.getByRole('checkbox', { name: 'Active' }).check();
  await dialog.getByRole('button', { name: 'Add New' }).click();
  await notice('Portfolio project added successfully');
  await dialog.waitFor({ state: 'detached' });

  // Inactive: kept back.
  await page.getByRole('button', { name: '+ Add New Project' }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Portfolio' });
  await dialog.getByLabel('Title').fill('Draft hospital');
  await dialog.getByLabel('Portfolio PDF').setInputFiles(writeFile('draft.pdf', pdf()));
  await dialog.getByRole('button', { name: 'Add New' }).click();
  await dialog.waitFor({ state: 'detached' });

  const rows = page.getByRole('table').getByRole('row');
  await rows.filter({ hasText: 'Draft hospital' }).filter({ hasText: 'inactive' }).waitFor();
  const row = rows.filter({ hasText: 'Distribution Centre, Ohio' });
  assert.match(await row.innerText(), /\bactive\b/);
  const link = row.getByRole('link', { name: 'distribution-centre.pdf' });
  assert.equal(await link.getAttribute('target'), '_blank');
  const served = await fetch(`${server.url}${await link.getAttribute('href')}`);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'application/pdf');

  await page.goto(`${server.url}/our-work/project-portfolio`);
  await page.getByRole('button', { name: 'Distribution Centre, Ohio' }).waitFor();
  assert.equal(await page.getByText('Draft hospital').count(), 0, 'an inactive item is not public');
});

test('gallery: add with two images, see it publicly under Tekla Structures, edit, delete, restore from the trash', async () => {
  await page.goto(`${server.url}/admin/gallery`);
  await page.getByRole('heading', { level: 1, name: 'Gallery Management' }).waitFor();
  await page.getByText('No gallery projects found. Add your first project to get started.').waitFor();
  await page.waitForFunction(() => document.title === 'Admin | Gallery - Gusset Steel Detailing');

  await page.getByRole('button', { name: 'Add New Project' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Gallery Project' });
  await add.getByText('At least one image is required.').waitFor();
  assert.equal(await add.getByRole('button', { name: 'Add Gallery Project' }).isDisabled(), true);
  await add.getByLabel('Project Title').fill('Riverside Distribution Hub');
  await add.getByLabel('Scope').fill('Main steel, connections and erection drawings');
  await add.getByLabel('Location').fill('Columbus, Ohio');
  await add.getByLabel('Project Type').selectOption({ label: 'Industrial' });
  assert.equal(await add.getByLabel('Specify Other Type').count(), 0, 'Specify Other Type is for OTHER only');
  await add.getByLabel('Department').selectOption({ label: 'Structural' });
  await add.getByLabel('Detailing Software').fill('Tekla Structures');
  await add.getByLabel('Designing Software').fill('RAM Structural System');
  await add.getByLabel('Project Status').selectOption({ label: 'Completed' });
  await add.getByLabel('Images and videos').setInputFiles(
    Object.entries(pngs).map(([name, base64]) => writeFile(name, Buffer.from(base64, 'base64'))),
  );
  await add.getByRole('list', { name: 'Chosen files' }).getByText('beam-green.png').waitFor();
  await add.getByRole('button', { name: 'Add Gallery Project' }).click();
  await notice('Gallery project added successfully!');
  await add.waitFor({ state: 'detached' });

  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Riverside Distribution Hub' });
  const text = await row.innerText();
  for (const part of ['Location: Columbus, Ohio', 'Industrial', 'Completed', 'Detailing Software: Tekla Structures', 'Department: Structural', '2 files']) {
    assert.ok(text.includes(part), `the row shows ${part}`);
  }
  await row.getByRole('button', { name: 'View Image of Riverside Distribution Hub' }).click();
  const preview = page.getByRole('dialog', { name: 'Riverside Distribution Hub' });
  const image = preview.getByRole('img', { name: 'First image of Riverside Distribution Hub' });
  await page.waitForFunction(() => document.querySelector('.gallery-admin__preview')?.complete);
  assert.equal(await image.evaluate((img) => img.naturalWidth), 1, 'the first image is served');
  await preview.getByRole('button', { name: 'Close' }).click();

  const publicGallery = async () => {
    await page.goto(`${server.url}/our-firm/gallery/images?department=STRUCTURAL`);
    await page.getByText('Loading STRUCTURAL projects...').waitFor({ state: 'detached' });
  };
  await publicGallery();
  await page.getByRole('region', { name: 'Tekla Structures' }).getByRole('button', { name: 'Riverside Distribution Hub' }).waitFor();

  await page.goto(`${server.url}/admin/gallery`);
  await page.getByRole('button', { name: 'Edit Riverside Distribution Hub' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Gallery: Riverside Distribution Hub' });
  assert.equal(await edit.getByRole('list', { name: 'Images in display order' }).getByRole('listitem').count(), 2);
  assert.equal(await edit.getByLabel('Add images').getAttribute('accept'), 'image/*,video/mp4,video/webm');
  await edit.getByLabel('Project Title').fill('Riverside Logistics Hub');
  await edit.getByRole('button', { name: 'Update Project' }).click();
  await notice('Gallery project updated successfully');
  await edit.waitFor({ state: 'detached' });
  await page.getByRole('table').getByText('Riverside Logistics Hub').waitFor();

  await publicGallery();
  await page.getByRole('region', { name: 'Tekla Structures' }).getByRole('button', { name: 'Riverside Logistics Hub' }).waitFor();

  await page.goto(`${server.url}/admin/gallery`);
  await page.getByRole('button', { name: 'Edit Riverside Logistics Hub' }).click();
  await page.getByRole('dialog', { name: 'Edit Gallery: Riverside Logistics Hub' }).getByRole('button', { name: 'Delete Project' }).click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await question.getByText('Move this gallery project to the trash?').waitFor();
  await question.getByText('You can restore it for 30 days.').waitFor();
  assert.equal(await question.getByText('cannot be undone').count(), 0, 'a move to the trash can be undone');
  await question.getByRole('button', { name: 'Move to trash' }).click();
  await notice('Gallery project deleted successfully');
  await page.getByText('No gallery projects found. Add your first project to get started.').waitFor();

  await publicGallery();
  await page.getByText('No projects found for STRUCTURAL.').waitFor();
  assert.equal(await page.getByText('Riverside Logistics Hub').count(), 0, 'the deleted project is gone publicly');

  // The project waits in the trash: restoring it brings it back publicly, with both images.
  await page.goto(`${server.url}/admin/trash`);
  await page.getByRole('heading', { level: 1, name: 'Trash' }).waitFor();
  const trashed = page.getByRole('row').filter({ hasText: 'Riverside Logistics Hub' });
  await trashed.getByText('Gallery project').waitFor();
  assert.equal(await trashed.getByRole('cell', { name: '29', exact: true }).count(), 1, '29 whole days left');
  await trashed.getByRole('button', { name: 'Restore Riverside Logistics Hub' }).click();
  await notice('Gallery project "Riverside Logistics Hub" restored.');
  await page.getByText('The trash is empty.').waitFor();

  await publicGallery();
  await page.getByRole('region', { name: 'Tekla Structures' }).getByRole('button', { name: 'Riverside Logistics Hub' }).click();
  await page.waitForFunction(() => {
    const img = document.querySelector('img.carousel__media');
    // The carousel shows a variant from the image's srcset once one exists, else the original.
    return img?.complete && img.naturalWidth > 0;
  });
  await page.getByRole('button', { name: 'Next image' }).waitFor();
});

test('no console errors along the way', () => {
  assert.deepEqual(errors, []);
});
