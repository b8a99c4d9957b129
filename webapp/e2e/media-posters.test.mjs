// Video posters end to end: a video uploaded in the back office gets a poster grabbed from
// its frames in the staff browser, and the public gallery shows it with preload="none".
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { admin, consoleErrors, gotoReady, startBrowser, startServer } from './harness.mjs';

let server;
let browser;
let page;
let errors;
let files;

before(async () => {
  server = await startServer();
  browser = await startBrowser();
  files = mkdtempSync(join(tmpdir(), 'gusset-posters-'));
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

// recordWebm makes a small all-red WebM video in the browser (MediaRecorder over a
// canvas stream): no video fixture in the repository, no ffmpeg. The recorder stops
// after a number of drawn frames, not after a time.
async function recordWebm() {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    const paint = () => {
      context.fillStyle = 'rgb(220, 20, 20)';
      context.fillRect(0, 0, canvas.width, canvas.height);
    };
    paint();
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm;codecs=vp8' });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    await new Promise((resolve) => {
      let frames = 0;
      const draw = () => {
        paint();
        if (++frames >= 30) resolve();
        else requestAnimationFrame(draw);
      };
      requestAnimationFrame(draw);
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  const path = join(files, 'site-walkthrough.webm');
  writeFileSync(path, Buffer.from(base64, 'base64'));
  return path;
}

// A 1×1 green PNG.
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQr7ICAAGPANQRlqhsAAAAAElFTkSuQmCC';

// posterPixel loads the poster URL into an image and returns its centre pixel.
function posterPixel(url) {
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

// isRed allows for JPEG's rounding.
function isRed([r, g, b]) {
  return r > 150 && g < 90 && b < 90;
}

test('a video added in the back office gets a poster; the public gallery shows it with preload=none', async () => {
  await page.goto(`${server.url}/admin/gallery`);
  await page.getByRole('heading', { level: 1, name: 'Gallery Management' }).waitFor();
  const video = await recordWebm();
  const image = join(files, 'beam-green.png');
  writeFileSync(image, Buffer.from(png, 'base64'));

  await page.getByRole('button', { name: 'Add New Project' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Gallery Project' });
  await add.getByLabel('Project Title').fill('Harbour Crane Rail');
  await add.getByLabel('Scope').fill('Crane girders and rail supports');
  await add.getByLabel('Location').fill('Toledo, Ohio');
  await add.getByLabel('Project Type').selectOption({ label: 'Industrial' });
  await add.getByLabel('Department').selectOption({ label: 'Structural' });
  await add.getByLabel('Detailing Software').fill('Tekla Structures');
  await add.getByLabel('Project Status').selectOption({ label: 'Completed' });
  await add.getByLabel('Images and videos').setInputFiles([image, video]);
  await add.getByRole('button', { name: 'Add Gallery Project' }).click();
  await add.waitFor({ state: 'detached' });

  // The back office shows the video with its poster and can make a new one from a frame.
  await page.getByRole('button', { name: 'View Image of Harbour Crane Rail' }).click();
  const view = page.getByRole('dialog', { name: 'Harbour Crane Rail' });
  const posters = view.getByRole('region', { name: 'Video posters' });
  await posters.getByText('site-walkthrough.webm: has a poster').waitFor();
  const adminVideo = posters.locator('video');
  const firstPoster = await adminVideo.getAttribute('poster');
  assert.match(firstPoster, /^\/files\/poster\/[0-9a-f-]{36}\.jpg$/);
  assert.deepEqual(isRed(await posterPixel(`${server.url}${firstPoster}`)), true, 'the upload-time poster is the red frame');
  // As staff would: play the video, pause it on a frame, make that frame the poster.
  await adminVideo.evaluate(async (v) => {
    v.muted = true;
    await v.play();
    await new Promise((resolve) => v.requestVideoFrameCallback(resolve));
    v.pause();
  });
  await posters.getByRole('button', { name: 'Make poster from current frame' }).click();
  await posters.getByText('Poster saved').waitFor();
  const secondPoster = await adminVideo.getAttribute('poster');
  assert.notEqual(secondPoster, firstPoster, 'the poster was replaced');
  const old = await page.request.get(`${server.url}${firstPoster}`);
  assert.equal(old.status(), 404, 'the replaced poster is deleted');
  await view.getByRole('button', { name: 'Close' }).click();

  await gotoReady(page, `${server.url}/our-firm/gallery/images?department=STRUCTURAL`);
  await page.getByRole('region', { name: 'Tekla Structures' }).getByRole('button', { name: 'Harbour Crane Rail' }).click();
  const detail = page.getByRole('dialog', { name: 'Harbour Crane Rail' });
  await detail.getByRole('button', { name: 'Next image' }).click();
  const publicVideo = detail.locator('video');
  await publicVideo.waitFor();
  assert.equal(await publicVideo.getAttribute('preload'), 'none');
  assert.equal(await publicVideo.getAttribute('poster'), secondPoster);
  const pixel = await posterPixel(`${server.url}${secondPoster}`);
  assert.ok(isRed(pixel), `the poster is the video's red frame, got rgba(${pixel})`);
});

test('no console errors along the way', () => {
  assert.deepEqual(errors, []);
});
