// Image variants end to end: staff upload large photos in the back office and see them
// "processing"; the public gallery then serves them through srcset, and a phone downloads a
// small fraction of the originals' bytes (measured and printed).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { admin, consoleErrors, gotoReady, startBrowser, startServer } from './harness.mjs';

let server;
let browser;
let token;
let files;
let photo;

before(async () => {
  server = await startServer();
  browser = await startBrowser();
  files = mkdtempSync(join(tmpdir(), 'gusset-variants-'));
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: admin.username, password: admin.password }),
  });
  assert.equal(res.status, 200);
  token = (await res.json()).data;
  photo = noisyPng(2400, 1600);
});

after(async () => {
  await browser?.stop();
  await server?.stop();
  if (files) rmSync(files, { recursive: true, force: true });
});

// A PNG "photo": a gradient with noise at several scales (per pixel, and in blocks of 16,
// 64 and 256 px, as a photo has detail at every scale), so it weighs what a real one does
// (a few MB), its resized copies are not trivially compressible, and it takes the server a
// moment to decode and resize.
function noisyPng(width, height) {
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
  const pixels = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  // Noise of one scale: a random value per cell of size×size pixels and channel.
  const layer = (size) => {
    const cols = Math.ceil(width / size);
    const cells = Float32Array.from({ length: cols * Math.ceil(height / size) * 3 }, random);
    return (x, y, c) => cells[(Math.floor(y / size) * cols + Math.floor(x / size)) * 3 + c];
  };
  const layers = [
    [layer(256), 70],
    [layer(64), 50],
    [layer(16), 35],
  ];
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        let v = c === 0 ? (x * 60) / width : c === 1 ? (y * 60) / height : 40;
        for (const [noise, weight] of layers) v += noise(x, y, c) * weight;
        pixels[row + 1 + x * 3 + c] = Math.min(255, v + random() * 20);
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function rpc(service, method, message) {
  const res = await fetch(`${server.url}/gusset.${service}/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(message),
  });
  const json = await res.json();
  assert.ok(res.ok, `${method} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

async function upload(name) {
  const res = await fetch(`${server.url}/uploads/gallery?name=${name}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: photo,
  });
  assert.equal(res.status, 201);
  return (await res.json()).id;
}

// untilProcessed polls the public gallery until no image of the department is processing.
// It gives up after timeoutMs, saying what is still pending: a stuck image worker would
// otherwise hang the run until CI kills it, with no hint why.
async function untilProcessed(department, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { projects = [] } = await rpc('site.v1.GalleryService', 'ListProjects', { department, pageSize: 48 });
    const images = projects.flatMap((p) => p.images);
    if (images.length > 0 && images.every((f) => f.processing === 'IMAGE_PROCESSING_READY')) return projects;
    assert.ok(!images.some((f) => f.processing === 'IMAGE_PROCESSING_FAILED'), 'no image failed');
    if (Date.now() >= deadline) {
      const states = images.map((f) => f.processing ?? 'unset').join(', ') || 'no images yet';
      assert.fail(`${department}: images not processed after ${timeoutMs / 1000} s (${states})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('staff see their photos processing; the public gallery then serves them through srcset', async () => {
  const page = await browser.context.newPage();
  const pageErrors = consoleErrors(page);
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.goto(`${server.url}/admin/gallery`);
  await page.getByRole('button', { name: 'Add New Project' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Gallery Project' });
  await add.getByLabel('Project Title').fill('Harbour Crane Shed');
  await add.getByLabel('Scope').fill('Portal frames and crane girders');
  await add.getByLabel('Location').fill('Toledo, Ohio');
  await add.getByLabel('Project Type').selectOption({ label: 'Industrial' });
  await add.getByLabel('Department').selectOption({ label: 'Structural' });
  await add.getByLabel('Detailing Software').fill('Tekla Structures');
  // Three photos: the server makes their variants one at a time, seconds each, so the
  // table shows them processing when it first lists the project.
  const paths = ['shed-1.png', 'shed-2.png', 'shed-3.png'].map((name) => {
    const path = join(files, name);
    writeFileSync(path, photo);
    return path;
  });
  await add.getByLabel('Images and videos').setInputFiles(paths);
  await add.getByRole('button', { name: 'Add Gallery Project' }).click();
  await add.waitFor({ state: 'detached' });
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Harbour Crane Shed' });
  await row.getByRole('status').getByText(/^\d processing$/).waitFor();

  await untilProcessed('DEPARTMENT_STRUCTURAL');
  await page.goto(`${server.url}/our-firm/gallery/Structural`);
  const tile = page.getByRole('button', { name: 'Harbour Crane Shed' }).locator('img');
  await tile.waitFor();
  const attrs = await tile.evaluate((img) => ({
    srcset: img.getAttribute('srcset'),
    sizes: img.getAttribute('sizes'),
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    fetchpriority: img.getAttribute('fetchpriority'),
  }));
  assert.match(attrs.srcset ?? '', /^\/media\/variants\/\S+ 320w, \S+ 640w, \S+ 1024w, \S+ 1600w$/);
  assert.equal(attrs.sizes, '(min-width: 64rem) 25vw, (min-width: 48rem) 33vw, 50vw');
  assert.deepEqual([attrs.width, attrs.height], ['2400', '1600']);
  assert.equal(attrs.fetchpriority, 'high', 'the first tile is the LCP image');
  await page.waitForFunction(() => document.querySelector('.project-thumb__image')?.complete);
  assert.match(await tile.evaluate((img) => img.currentSrc), /\/media\/variants\/.+\.webp$/);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('a gallery of 12 large photos costs a phone and a laptop a fraction of the originals (measured)', async (t) => {
  const ids = [];
  for (let i = 1; i <= 12; i++) ids.push(await upload(`big-${i}.png`));
  for (const [i, id] of ids.entries()) {
    await rpc('admin.v1.GalleryService', 'CreateProject', {
      project: {
        title: `PEMB project ${i + 1}`, description: 'Pre-engineered building', location: 'Ohio',
        type: 'PROJECT_TYPE_INDUSTRIAL', department: 'DEPARTMENT_PEMB', technologyUsed: 'Tekla Structures', imageUploadIds: [id],
      },
    });
  }
  await untilProcessed('DEPARTMENT_PEMB');
  const originals = 12 * photo.length;
  for (const { label, width, height, scale } of [
    { label: '375 px phone (2x)', width: 375, height: 740, scale: 2 },
    { label: '375 px (1x)', width: 375, height: 740, scale: 1 },
    { label: '1280 px laptop (1x)', width: 1280, height: 800, scale: 1 },
    { label: '1280 px laptop (2x)', width: 1280, height: 800, scale: 2 },
  ]) {
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: scale, mobile: width < 600 });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let bytes = 0;
    const images = new Set();
    const types = new Map();
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, [e.type, e.response.url]));
    cdp.on('Network.loadingFinished', (e) => {
      const [type, url] = types.get(e.requestId) ?? [];
      if (type === 'Image' && /\/(media|files)\//.test(url)) {
        bytes += e.encodedDataLength;
        images.add(url);
      }
    });
    // The server's HTML shows the tiles first; the app then renders them afresh.
    await gotoReady(page, `${server.url}/our-firm/gallery/pemb`);
    await page.getByRole('button', { name: 'PEMB project 1', exact: true }).waitFor();
    // Bring every tile into view, as a visitor scrolling down would, so each lazy one loads.
    const tiles = page.locator('.project-thumb__image');
    assert.equal(await tiles.count(), 12);
    for (let i = 0; i < 12; i++) {
      await tiles.nth(i).scrollIntoViewIfNeeded();
      await tiles.nth(i).evaluate((img) => img.complete || new Promise((resolve) => img.addEventListener('load', resolve, { once: true })));
    }
    await page.waitForLoadState('networkidle');
    // The browser's "loaded" can come before the protocol's last loadingFinished event.
    for (let tries = 0; images.size < 12 && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(images.size, 12, `${label}: every tile loaded one image`);
    assert.ok([...images].every((u) => u.includes('/media/variants/')), `${label}: no original was downloaded`);
    // The budget speaks of 4 MB originals; these PNGs weigh more, so both are printed.
    const pct = (total) => ((100 * bytes) / total).toFixed(2);
    t.diagnostic(
      `${label}: ${bytes} bytes of images for 12 tiles: ${pct(originals)}% of these ${originals} bytes of originals, ${pct(12 * 4e6)}% of 12 × 4 MB`,
    );
    await page.close();
  }
});
