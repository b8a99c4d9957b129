// The data-driven public pages against the real binary: empty states on a fresh site, then
// content seeded through the staff REST API, at desktop (1280 px) and phone (375 px) widths.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { admin, consoleErrors, gotoReady, startBrowser, startServer } from './harness.mjs';

let server;
let browser;
let token;
const seeded = {};

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 740 },
];

before(async () => {
  server = await startServer();
  browser = await startBrowser();
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: admin.username, password: admin.password }),
  });
  assert.equal(res.status, 200);
  token = (await res.json()).data;
});

after(async () => {
  await browser?.stop();
  await server?.stop();
});

// --- test files -------------------------------------------------------------------------

// A PDF the server accepts (it checks the magic bytes); padding makes an upload that takes
// a moment under throttling.
function pdf(padding = 0) {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n';
  return Buffer.concat([Buffer.from(body), Buffer.alloc(padding, 0x20), Buffer.from('\n%%EOF\n')]);
}

// A solid-colour PNG, so each carousel slide is a real image with known dimensions.
function png(width, height, [r, g, b]) {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([len, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3])]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- staff API --------------------------------------------------------------------------

async function staff(method, path, fields = {}, files = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, list] of Object.entries(files)) {
    for (const { fileName, type, data } of list) body.append(name, new Blob([data], { type }), fileName);
  }
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    body: method === 'GET' ? undefined : body,
  });
  const json = await res.json();
  assert.ok(res.ok, `${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

async function seed() {
  seeded.job = await staff('POST', '/api/jobrole/create', {
    Role: 'Tekla Modeler',
    location: 'Bengaluru',
    type: 'Full Time',
    qualification: 'B.E. Civil',
    status: 'true',
  });
  await staff('POST', '/api/jobrole/create', { Role: 'Closed Role', location: 'Remote', qualification: 'Any', status: 'false' });

  seeded.portfolio = await staff(
    'POST',
    '/api/portfolioWork/create',
    { title: 'Hospital expansion', description: 'Shop drawings for a six-storey hospital wing.', status: 'active' },
    { file: [{ fileName: 'hospital.pdf', type: 'application/pdf', data: pdf(3000) }] },
  );

  const images = [
    [200, 120, 0],
    [0, 90, 200],
    [30, 160, 60],
  ].map((rgb, i) => ({ fileName: `slide-${i + 1}.png`, type: 'image/png', data: png(64, 40, rgb) }));
  seeded.project = await staff(
    'POST',
    '/api/project/create',
    {
      title: 'Warehouse A',
      description: 'Main steel, joists and deck for a 12,000 m² distribution centre.',
      location: 'Dallas, TX',
      type: 'INDUSTRIAL',
      department: 'STRUCTURAL',
      technologyused: 'Tekla Structures',
      designingSoftware: 'RAM Structural System',
      status: 'COMPLETED',
    },
    { images },
  );
  await staff(
    'POST',
    '/api/project/create',
    { title: 'Plant B', description: 'Pipe racks', location: 'Calgary, AB', type: 'INDUSTRIAL', department: 'STRUCTURAL', technologyused: 'SDS/2', status: 'IN_PROGRESS' },
    { images: [{ fileName: 'b.png', type: 'image/png', data: png(48, 48, [120, 120, 120]) }] },
  );

  seeded.post = await staff('POST', '/api/blog/posts', {
    title: 'Connection design basics',
    content: '<p>Shear tabs, <strong>clip angles</strong> and end plates: choosing the right connection.</p>',
  });
}

// --- browser helpers ----------------------------------------------------------------------

async function openPage(viewport, path) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  const errors = consoleErrors(page);
  await gotoReady(page, `${server.url}${path}`);
  return { page, errors };
}

// Nothing on the page may be wider than the screen: a phone would scroll sideways.
async function assertNoSidewaysScroll(page, what) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${what}: the page is ${scrollWidth}px wide in a ${innerWidth}px window`);
}

async function finish(page, errors, what) {
  assert.deepEqual(errors, [], `${what}: no console errors`);
  await page.close();
}

// --- tests --------------------------------------------------------------------------------

test('a fresh site shows the empty states', async () => {
  const viewport = viewports[1];
  const checks = [
    ['/resources/wbt-blog', 'No blogs found.'],
    ['/our-work/project-portfolio', 'No portfolio items found.'],
    ['/career', 'No openings at the moment'],
    ['/our-firm/gallery/images?department=PEMB', 'No projects found for PEMB.'],
    ['/our-firm/gallery/images', 'Please select a department.'],
    ['/our-firm/gallery/Structural', 'No projects found for STRUCTURAL.'],
  ];
  for (const [path, text] of checks) {
    const { page, errors } = await openPage(viewport, path);
    await page.getByText(text, { exact: true }).waitFor();
    await assertNoSidewaysScroll(page, path);
    await finish(page, errors, path);
  }
});

test('seed content through the staff API', async () => {
  await seed();
  assert.ok(seeded.job.id && seeded.portfolio.id && seeded.project.id && seeded.post.id);
});

for (const viewport of viewports) {
  test(`gallery: open a project and step the carousel (${viewport.name})`, async () => {
    const { page, errors } = await openPage(viewport, '/our-firm/gallery');
    await page.getByRole('link', { name: /Structural Steel Detailing Project/ }).click();
    await page.waitForURL('**/our-firm/gallery/images?department=STRUCTURAL');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'TEKLA STRUCTURES' }).waitFor();
    await main.getByRole('heading', { name: 'SDS/2' }).waitFor();
    await assertNoSidewaysScroll(page, 'department gallery');

    await page.getByRole('button', { name: 'Warehouse A' }).click();
    const dialog = page.getByRole('dialog', { name: 'Warehouse A' });
    await dialog.waitFor();
    await dialog.getByText('Main steel, joists and deck for a 12,000 m² distribution centre.').waitFor();
    await dialog.getByText('RAM Structural System').waitFor();

    const slide = (n) => dialog.getByRole('img', { name: `Warehouse A, image ${n} of 3` });
    // Hold the slideshow still so that only the arrows move it.
    await dialog.getByRole('button', { name: 'Pause slideshow' }).click();
    await slide(1).waitFor();
    // Its web variant may be made after the tiles were listed (their original was shown),
    // so the dialog's fresh answer can name a file the browser has not fetched yet.
    await slide(1).evaluate((img) => img.complete || new Promise((resolve) => img.addEventListener('load', resolve, { once: true })));
    // With a srcset of width descriptors, naturalWidth is density-corrected to the slot's
    // width (sizes), not the file's 64 px: a broken image has 0.
    assert.ok(await slide(1).evaluate((img) => img.complete && img.naturalWidth > 0), 'the first image loaded');
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await slide(2).waitFor();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await slide(3).waitFor(); // wrapped from the first to the last
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await slide(1).waitFor(); // and back

    // Escape closes the dialog and focus returns to the page.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await finish(page, errors, 'gallery');
  });
}

// The carousel's advance timer (autoAdvanceMs in image-carousel.tsx).
const autoAdvanceMs = 3000;

test('gallery: the slideshow advances by itself', async () => {
  // The page runs on Playwright's clock, so the test moves time on instead of waiting for
  // it. A clock governs a whole browser context: this test has a browser of its own.
  const own = await startBrowser();
  try {
    const page = await own.context.newPage();
    await page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
    const errors = consoleErrors(page);
    // Installed before the page loads (so every timer of the page is the clock's) and left
    // running while the app starts and the dialog opens: both need timers (React Query
    // hands its answers on with setTimeout, so under a paused clock the dialog stays empty).
    await page.clock.install();
    // The tiles are the server's HTML until the app has taken the page over: a click
    // before that opens nothing.
    await gotoReady(page, `${server.url}/our-firm/gallery/Structural`);
    await page.getByRole('heading', { name: 'Structural Gallery' }).waitFor();
    await page.getByRole('button', { name: 'Warehouse A' }).click();
    const dialog = page.getByRole('dialog', { name: 'Warehouse A' });
    const slide = (n) => dialog.getByRole('img', { name: `Warehouse A, image ${n} of 3` });
    const carousel = dialog.getByRole('region', { name: 'Warehouse A images' });
    // The carousel's live region is on ("polite") only while it holds still.
    const holding = (still) => carousel.locator(`.carousel__viewport[aria-live="${still ? 'polite' : 'off'}"]`).waitFor();
    await carousel.waitFor();
    // Away from the carousel, whose hover would hold it; focus inside holds it meanwhile,
    // so it stays where it is while the test stops the page's time.
    await page.mouse.move(0, 0);
    await dialog.getByRole('button', { name: 'Next image' }).focus();
    await holding(true);
    const at = Number((await carousel.locator('.carousel__counter').innerText()).split('/')[0]);

    // Stop the page's time (a moment ahead of its clock, which must not go backwards):
    // from here on only the test moves it. Focus leaving the carousel starts its wait.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await dialog.getByRole('button', { name: 'CLOSE', exact: true }).focus();
    await holding(false);
    await page.clock.runFor(autoAdvanceMs - 1);
    assert.ok(await slide(at).isVisible(), 'the slideshow waits its time');
    await page.clock.runFor(1);
    await slide((at % 3) + 1).waitFor();

    await page.clock.resume();
    await dialog.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await finish(page, errors, 'structural gallery');
  } finally {
    await own.stop();
  }
});

for (const viewport of viewports) {
  test(`portfolio: the PDF is embedded and downloadable (${viewport.name})`, async () => {
    const { page, errors } = await openPage(viewport, '/our-work/project-portfolio');
    const frame = page.locator('iframe[title="Hospital expansion (PDF)"]');
    await frame.waitFor({ state: 'attached' });
    const src = await frame.getAttribute('src');
    const pdfPath = seeded.portfolio.file[0].path;
    assert.match(src, new RegExp(`^${pdfPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?t=\\d+&r=[a-z0-9]+#toolbar=0&navpanes=0$`));
    const res = await fetch(new URL(src.split('#')[0], server.url));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.equal((await res.arrayBuffer()).byteLength, pdf(3000).length);

    await page.getByRole('button', { name: 'Hospital expansion' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'), pdfPath);
    await page.getByText(`${(pdf(3000).length / 1024).toFixed(2)} KB`).waitFor();
    await assertNoSidewaysScroll(page, 'portfolio');
    await finish(page, errors, 'portfolio');
  });
}

test('blog: like a post once; the count grows by one and stays liked after a reload', async () => {
  const { page, errors } = await openPage(viewports[0], '/resources/wbt-blog');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Connection design basics' }) });
  await card.getByText('clip angles').waitFor();
  const like = card.getByRole('button', { name: 'Like: 0 likes' });
  await like.click();
  const liked = card.getByRole('button', { name: 'Liked: 1 like' });
  await liked.waitFor();
  assert.ok(await liked.isDisabled());

  const stored = await fetch(`${server.url}/api/blog/posts/${seeded.post.id}`).then((r) => r.json());
  assert.equal(stored.data.likes, 1, 'the server counted one like');

  await page.reload();
  await card.getByRole('button', { name: 'Liked: 1 like' }).waitFor();
  assert.ok(await card.getByRole('button', { name: 'Liked: 1 like' }).isDisabled());

  // The post page, at the address made from its title, shows the same count and the same
  // liked state.
  await card.getByRole('link', { name: 'Connection design basics' }).click();
  await page.waitForURL('**/resources/wbt-blog/connection-design-basics');
  await page.getByRole('heading', { level: 1, name: 'Connection design basics' }).waitFor();
  assert.ok(await page.getByRole('button', { name: 'Liked: 1 like' }).isDisabled());
  await page.getByRole('button', { name: '← Back to blog' }).click();
  await page.waitForURL('**/resources/wbt-blog');
  await finish(page, errors, 'blog');
});

test('blog: an unknown post says Blog not found (phone)', async () => {
  const { page, errors } = await openPage(viewports[1], '/resources/wbt-blog/00000000-0000-0000-0000-000000000000');
  await page.getByText('Blog not found').waitFor();
  await assertNoSidewaysScroll(page, 'blog post');
  // The browser logs the 404 answer of GetPost: that one is expected.
  await finish(page, errors.filter((e) => !e.includes('404')), 'blog not found');
});

test('careers: apply for a job with a PDF résumé, watching the upload progress (phone)', async () => {
  const { page, errors } = await openPage(viewports[1], '/career');
  await page.getByRole('heading', { name: 'Tekla Modeler' }).waitFor();
  assert.equal(await page.getByRole('heading', { name: 'Closed Role' }).count(), 0, 'inactive jobs stay hidden');
  await page.getByRole('heading', { name: 'Campus Recruitment' }).waitFor();
  await assertNoSidewaysScroll(page, 'careers');

  await page.getByRole('button', { name: 'Apply now for Tekla Modeler' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Tekla Modeler' });
  await dialog.waitFor();

  // Empty fields are refused in the page, before any upload.
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await dialog.getByText('Name is required').waitFor();

  await dialog.getByLabel('Full name').fill('Asha Rao');
  await dialog.getByLabel('Email').fill('asha@example.com');
  await dialog.getByLabel('Phone').fill('+91 98450 12345');
  const resume = pdf(2 * 1024 * 1024);
  await dialog.getByLabel(/Résumé/).setInputFiles({ name: 'asha-rao.pdf', mimeType: 'application/pdf', buffer: resume });

  // A slow uplink, so the progress bar is seen moving.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Uploading résumé' });
  await progress.waitFor();
  await page.waitForFunction(() => {
    const bar = document.querySelector('progress');
    return bar && bar.value > 0 && bar.value < 100;
  });
  await dialog.getByText('Application submitted successfully!').waitFor({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const applications = await staff('GET', `/api/applications/all/${seeded.job.id}`);
  assert.equal(applications.length, 1);
  assert.equal(applications[0].name, 'Asha Rao');
  assert.equal(applications[0].email, 'asha@example.com');
  assert.equal(applications[0].resume.length, 1);
  const stored = await fetch(new URL(applications[0].resume[0].path, server.url), { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(stored.status, 200);
  assert.equal(Buffer.from(await stored.arrayBuffer()).subarray(0, 5).toString(), '%PDF-');

  // Closing resets the form.
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Apply now for Tekla Modeler' }).click();
  assert.equal(await dialog.getByLabel('Full name').inputValue(), '');
  await finish(page, errors, 'careers');
});

test('connect: the form checks every field, then the message is stored (desktop)', async () => {
  const { page, errors } = await openPage(viewports[0], '/connect');
  await page.getByRole('button', { name: 'Send message' }).click();
  assert.equal(await page.getByText('This field is required').count(), 4);

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dana Steel');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('dana@fabricator.example');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 312 555 0100');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('We need shop drawings for a 400 t warehouse.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('✅ Message sent successfully!').waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), '', 'the form is reset');

  const messages = await staff('GET', '/api/user/userData');
  assert.equal(messages.length, 1);
  assert.equal(messages[0].name, 'Dana Steel');
  assert.equal(messages[0].message, 'We need shop drawings for a 400 t warehouse.');
  await finish(page, errors, 'connect');
});

test('connect: the page fits a phone', async () => {
  const { page, errors } = await openPage(viewports[1], '/connect');
  await page.getByRole('heading', { name: 'Contact details' }).waitFor();
  await assertNoSidewaysScroll(page, 'connect');
  await finish(page, errors, 'connect (phone)');
});
