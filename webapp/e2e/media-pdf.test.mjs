// The portfolio on phones, end to end: where the browser cannot show a PDF inline
// (navigator.pdfViewerEnabled false, as on Chrome for Android), the page draws the PDF's
// pages with pdf.js, which no other page and no PDF-capable browser downloads.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { admin, consoleErrors, startBrowser, startServer } from './harness.mjs';
import { pdfOf } from './pdf.mjs';

let server;
let browser;
let page;
let errors;
let files;
let pdfjsChunks;

before(async () => {
  server = await startServer();
  browser = await startBrowser();
  files = mkdtempSync(join(tmpdir(), 'gusset-pdf-'));
  const manifest = await (await fetch(`${server.url}/.vite/manifest.json`)).json();
  pdfjsChunks = new Set(
    Object.entries(manifest)
      .filter(([src]) => src.includes('node_modules/pdfjs-dist/') || src.endsWith('/portfolio/components/pdf-pages.tsx'))
      .map(([, chunk]) => `/${chunk.file}`),
  );
  assert.ok(pdfjsChunks.size >= 1, 'the manifest lists the pdf.js chunk');
  page = await browser.context.newPage();
  errors = consoleErrors(page);
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
});

after(async () => {
  await page?.close();
  await browser?.stop();
  await server?.stop();
  if (files) rmSync(files, { recursive: true, force: true });
});

// pdfWithPages is a well-formed PDF of 200×100 pt pages, each filled with one colour
// ("r g b" from 0 to 1).
function pdfWithPages(colours) {
  return pdfOf(colours.map((colour) => `${colour} rg 0 0 200 100 re f`));
}

// visit opens the public portfolio in a fresh page, with the browser's PDF viewer as
// given, and returns the page and the scripts it downloaded.
async function visit(pdfViewerEnabled) {
  const visitor = await browser.context.newPage();
  const visitorErrors = consoleErrors(visitor);
  await visitor.addInitScript((enabled) => {
    Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => enabled, configurable: true });
  }, pdfViewerEnabled);
  const scripts = new Set();
  visitor.on('request', (req) => {
    if (req.url().startsWith(server.url)) scripts.add(new URL(req.url()).pathname);
  });
  await visitor.goto(`${server.url}/our-work/project-portfolio`);
  return { visitor, scripts, visitorErrors };
}

test('staff publish a two-page PDF', async () => {
  await page.goto(`${server.url}/admin/portfolio`);
  await page.getByRole('button', { name: '+ Add New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Portfolio' });
  await dialog.getByLabel('Title').fill('Stadium Roof Trusses');
  const path = join(files, 'stadium.pdf');
  writeFileSync(path, pdfWithPages(['0.9 0.1 0.1', '0.1 0.1 0.9']));
  await dialog.getByLabel('Portfolio PDF').setInputFiles(path);
  await dialog.getByRole('checkbox', { name: 'Active' }).check();
  await dialog.getByRole('button', { name: 'Add New' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('table').getByText('Stadium Roof Trusses').waitFor();
});

test('without a PDF viewer the portfolio draws every page with pdf.js, with a download link', async () => {
  const { visitor, scripts, visitorErrors } = await visit(false);
  const pages = visitor.getByRole('img', { name: /^Stadium Roof Trusses, page \d of 2$/ });
  await visitor.getByRole('img', { name: 'Stadium Roof Trusses, page 2 of 2' }).waitFor();
  await visitor.getByText('Loading PDF pages...').waitFor({ state: 'detached' });
  assert.equal(await pages.count(), 2);
  assert.equal(await visitor.locator('iframe').count(), 0, 'no empty PDF frame');
  // Each page is drawn in its colour, as wide as the viewer.
  const drawn = await visitor.locator('canvas.portfolio-viewer__page').evaluateAll((canvases) =>
    canvases.map((c) => {
      const [r, g, b] = c.getContext('2d').getImageData(c.width >> 1, c.height >> 1, 1, 1).data;
      return { r, g, b, cssWidth: c.getBoundingClientRect().width, parent: c.parentElement.getBoundingClientRect().width };
    }),
  );
  assert.ok(drawn[0].r > 180 && drawn[0].b < 80, `page 1 is red, got ${JSON.stringify(drawn[0])}`);
  assert.ok(drawn[1].b > 180 && drawn[1].r < 80, `page 2 is blue, got ${JSON.stringify(drawn[1])}`);
  assert.ok(Math.abs(drawn[0].cssWidth - drawn[0].parent) < 1, 'the page fills the container width');
  assert.ok([...scripts].some((s) => pdfjsChunks.has(s)), 'pdf.js was downloaded');
  const worker = [...scripts].find((s) => /pdf\.worker\.min-[\w-]+\.mjs$/.test(s));
  assert.ok(worker, 'the pdf.js worker is its own asset');
  const served = await fetch(`${server.url}${worker}`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(served.headers.get('content-encoding'), 'gzip', 'the 1.2 MB worker is sent gzipped');
  assert.match(served.headers.get('content-type'), /^text\/javascript/);
  const download = visitor.getByRole('link', { name: 'Download PDF' });
  assert.match(await download.getAttribute('href'), /^\/files\/portfolio\/[0-9a-f-]{36}\.pdf$/);
  assert.deepEqual(visitorErrors, []);
  await visitor.close();
});

test('a browser that shows PDFs gets the embedded viewer and never downloads pdf.js', async () => {
  const { visitor, scripts, visitorErrors } = await visit(true);
  await visitor.locator('iframe[title="Stadium Roof Trusses (PDF)"]').waitFor();
  await visitor.waitForLoadState('networkidle');
  assert.deepEqual([...scripts].filter((s) => pdfjsChunks.has(s) || s.includes('pdf.worker')), []);
  assert.deepEqual(visitorErrors, []);
  await visitor.close();
});

// centrePixel returns the centre pixel of an image URL, drawn in the page.
function centrePixel(url) {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    context.drawImage(img, 0, 0);
    return [...context.getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data];
  }, url);
}

test('the public list shows each PDF\'s first page, drawn on the server after the upload, sized and lazy', async () => {
  // Staff see it arrive in the row without clicking anything (the list refreshes while it is made).
  await page.goto(`${server.url}/admin/portfolio`);
  const row = page.getByRole('row').filter({ hasText: 'Stadium Roof Trusses' });
  await row.getByRole('img', { name: 'First page of Stadium Roof Trusses' }).waitFor({ timeout: 60_000 });
  assert.equal(await page.getByRole('button', { name: /preview/i }).count(), 0, 'no button to make a preview');

  const visitor = await browser.context.newPage();
  await visitor.goto(`${server.url}/our-work/project-portfolio`);
  const thumb = visitor.getByRole('button', { name: 'Stadium Roof Trusses' }).locator('img.portfolio__thumb');
  await thumb.waitFor();
  assert.equal(await thumb.getAttribute('loading'), 'lazy');
  // The 200 × 100 pt page drawn 1024 px wide.
  assert.equal(await thumb.getAttribute('width'), '1024');
  assert.equal(await thumb.getAttribute('height'), '512');
  const src = await thumb.getAttribute('src');
  assert.match(src, /^\/(files\/poster\/[0-9a-f-]{36}\.jpg|media\/variants\/.+\.webp)$/);
  const [r, g, b] = await centrePixel(`${server.url}${src}`);
  assert.ok(r > 180 && g < 80 && b < 80, `the preview is the red first page, got rgb(${r}, ${g}, ${b})`);
  await visitor.close();
});

test('an item saved through the REST shim gets its preview too, without a click', async () => {
  const login = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: admin.username, password: admin.password }),
  });
  const token = (await login.json()).data;
  const body = new FormData();
  body.append('title', 'Legacy Mezzanine');
  body.append('status', 'active');
  body.append('file', new Blob([pdfWithPages(['0.1 0.7 0.1'])], { type: 'application/pdf' }), 'mezzanine.pdf');
  const res = await fetch(`${server.url}/api/portfolioWork/create`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
  assert.equal(res.status, 201);

  await page.goto(`${server.url}/admin/portfolio`);
  const preview = page.getByRole('img', { name: 'First page of Legacy Mezzanine' });
  await preview.waitFor({ timeout: 60_000 });
  assert.equal(await page.getByRole('button', { name: /preview/i }).count(), 0, 'no button to make a preview');
  const [r, g, b] = await centrePixel(await preview.getAttribute('src'));
  assert.ok(g > 130 && r < 80 && b < 80, `the preview is the green first page, got rgb(${r}, ${g}, ${b})`);

  const visitor = await browser.context.newPage();
  await visitor.goto(`${server.url}/our-work/project-portfolio`);
  await visitor.getByRole('button', { name: 'Legacy Mezzanine' }).locator('img.portfolio__thumb').waitFor();
  await visitor.close();
});

test('a PDF the server cannot draw keeps a placeholder and tells staff, the PDF still served', async () => {
  await page.goto(`${server.url}/admin/portfolio`);
  await page.getByRole('button', { name: '+ Add New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Portfolio' });
  await dialog.getByLabel('Title').fill('Damaged Drawing');
  const path = join(files, 'damaged.pdf');
  writeFileSync(path, '%PDF-1.4\nthis is not really a PDF\n%%EOF\n');
  await dialog.getByLabel('Portfolio PDF').setInputFiles(path);
  await dialog.getByRole('checkbox', { name: 'Active' }).check();
  await dialog.getByRole('button', { name: 'Add New' }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = page.getByRole('row').filter({ hasText: 'Damaged Drawing' });
  await row.getByText('No preview: the PDF could not be drawn').waitFor({ timeout: 60_000 });
  const pdf = await row.getByRole('link', { name: 'damaged.pdf' }).getAttribute('href');
  assert.equal((await fetch(`${server.url}${pdf}`)).status, 200);

  const visitor = await browser.context.newPage();
  await visitor.goto(`${server.url}/our-work/project-portfolio`);
  await visitor.getByRole('button', { name: 'Damaged Drawing' }).locator('.portfolio__thumb--none').waitFor();
  await visitor.close();
});

test('no console errors along the way', () => {
  assert.deepEqual(errors, []);
});
