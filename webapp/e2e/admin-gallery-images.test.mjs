// A gallery project's images one by one, end to end: real Chromium,
// the real binary. Staff reorder the images by dragging (keyboard and mouse) and with buttons and see the
// new order on the public page; on a phone they add one image and make it the cover.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { consoleErrors, gotoReady, signIn, startBrowser, startServer } from './harness.mjs';

let server;
let browser;
let page;
let errors;
let files;

const title = 'Harbour Crane Rail';
const colours = { red: [220, 30, 30], green: [30, 160, 60], blue: [30, 60, 220], yellow: [240, 200, 20] };

before(async () => {
  server = await startServer();
  browser = await startBrowser();
  files = mkdtempSync(join(tmpdir(), 'gusset-gallery-images-'));
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

// image writes a 64×48 PNG of one colour, drawn by the browser, and returns its path.
async function image(name) {
  const base64 = await page.evaluate(([r, g, b]) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    context.fillStyle = `rgb(${r}, ${g}, ${b})`;
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/png').split(',')[1];
  }, colours[name]);
  const path = join(files, `${name}.png`);
  writeFileSync(path, Buffer.from(base64, 'base64'));
  return path;
}

// colourOf names the colour of an <img> (its centre pixel), once it has loaded.
async function colourOf(img) {
  await img.scrollIntoViewIfNeeded();
  const [r, g, b] = await img.evaluate(async (el) => {
    if (!el.complete || el.naturalWidth === 0) await new Promise((resolve) => el.addEventListener('load', resolve, { once: true }));
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const context = canvas.getContext('2d');
    context.drawImage(el, 0, 0);
    return [...context.getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data];
  });
  const near = Object.entries(colours).find(([, c]) => Math.abs(c[0] - r) + Math.abs(c[1] - g) + Math.abs(c[2] - b) < 60);
  return near ? near[0] : `rgb(${r}, ${g}, ${b})`;
}

async function notice(text) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

async function openEdit() {
  await page.goto(`${server.url}/admin/gallery`);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Gallery: ${title}` });
  await dialog.waitFor();
  return { dialog, list: dialog.getByRole('list', { name: 'Images in display order' }) };
}

// settled waits until the last change is saved: the handles are disabled meanwhile.
async function settled() {
  await page.waitForFunction(() => document.querySelectorAll('.gallery-images__handle[aria-disabled="true"]').length === 0);
}

async function names(list) {
  return (await list.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

// publicColours opens the project on the public gallery and names the colours of its tile
// (the cover) and of each carousel image in order.
async function publicColours(count) {
  const visitor = await browser.context.newPage();
  // A new visitor: the browser's cache (public answers may be kept 5 s and served stale
  // for a minute) is bypassed, while the server's own cache is what is tested.
  await visitor.route('**/*', (route) => route.continue());
  await gotoReady(visitor, `${server.url}/our-firm/gallery/images?department=STRUCTURAL`);
  const tile = visitor.getByRole('button', { name: title });
  const cover = await colourOf(tile.locator('img.project-thumb__image'));
  await tile.click();
  const order = [];
  for (let i = 0; i < count; i += 1) {
    if (i > 0) await visitor.getByRole('button', { name: 'Next image' }).click();
    const slide = visitor.locator(`[aria-roledescription="slide"][aria-label$="image ${i + 1} of ${count}"]`);
    order.push(await colourOf(slide.locator('img.carousel__media')));
  }
  await visitor.close();
  return { cover, order };
}

test('staff add a project of three images, each file picker counting its files without "No file chosen"', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/admin/gallery`);
  await page.getByRole('button', { name: 'Add New Project' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Gallery Project' });
  await add.getByLabel('Project Title').fill(title);
  await add.getByLabel('Scope').fill('Crane rail girders and their connections');
  await add.getByLabel('Location').fill('Savannah, Georgia');
  await add.getByLabel('Project Type').selectOption({ label: 'Industrial' });
  await add.getByLabel('Department').selectOption({ label: 'Structural' });
  await add.getByLabel('Detailing Software').fill('Tekla Structures');
  const picker = add.getByLabel('Images and videos');
  await picker.setInputFiles([await image('red'), await image('green'), await image('blue')]);
  await add.getByText('3 selected').waitFor();
  // The browser's own control (which said "No file chosen" above "2 selected") is not drawn.
  const box = await picker.boundingBox();
  assert.ok(!box || (box.width <= 1 && box.height <= 1), `the native file control is hidden, got ${JSON.stringify(box)}`);
  assert.ok(await add.getByText('Choose more files').isVisible(), 'the picker is a button');
  await add.getByRole('button', { name: 'Add Gallery Project' }).click();
  await notice('Gallery project added successfully!');

  // The list shows the cover as a small picture.
  const view = page.getByRole('button', { name: `View Image of ${title}` });
  const thumb = view.locator('img');
  assert.equal(await thumb.getAttribute('loading'), 'lazy');
  assert.equal(await colourOf(thumb), 'red');
  assert.deepEqual(await publicColours(3), { cover: 'red', order: ['red', 'green', 'blue'] });
});

test('reordering by dragging with the keyboard and with the mouse shows the new order publicly', async () => {
  const { dialog, list } = await openEdit();
  assert.deepEqual(await names(list), ['red.png Cover', 'green.png', 'blue.png']);

  // Keyboard: Space on blue's handle (it is then pressed), up once (announced to screen
  // readers), Space to drop.
  const handle = list.getByRole('button', { name: 'Drag blue.png' });
  await handle.focus();
  await page.keyboard.press('Space');
  await list.locator('[aria-label="Drag blue.png"][aria-pressed="true"]').waitFor();
  await page.keyboard.press('ArrowUp');
  await page.getByText('blue.png is over position 2 of 3.', { exact: true }).waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
  await page.waitForFunction(() => [...document.querySelectorAll('.gallery-images__name')].map((n) => n.textContent).join(',') === 'red.png Cover,blue.png,green.png');
  await settled();

  // Mouse: blue's handle dragged onto red, the first place.
  await list.scrollIntoViewIfNeeded();
  const from = await list.getByRole('button', { name: 'Drag blue.png' }).boundingBox();
  const to = await list.getByRole('button', { name: 'Drag red.png' }).boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 10 });
  await page.mouse.up();
  await dialog.getByRole('list').filter({ hasText: 'blue.png Cover' }).waitFor();
  assert.deepEqual(await names(list), ['blue.png Cover', 'red.png', 'green.png']);
  await settled();

  // And the buttons: green up once.
  await list.getByRole('button', { name: 'Move green.png up' }).click();
  await page.waitForFunction(() => [...document.querySelectorAll('.gallery-images__name')].map((n) => n.textContent).join(',') === 'blue.png Cover,green.png,red.png');
  await settled();
  await page.keyboard.press('Escape');

  assert.deepEqual(await publicColours(3), { cover: 'blue', order: ['blue', 'green', 'red'] });
});

test('on a phone, staff add one image and make it the cover; the others keep their order', async () => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { dialog, list } = await openEdit();
  await dialog.getByLabel('Add images').setInputFiles(await image('yellow'));
  await notice('1 image added');
  assert.deepEqual(await names(list), ['blue.png Cover', 'green.png', 'red.png', 'yellow.png']);
  await list.getByRole('button', { name: 'Make yellow.png the cover' }).click();
  await notice('Cover image updated');
  assert.deepEqual(await names(list), ['yellow.png Cover', 'blue.png', 'green.png', 'red.png']);
  // The dialog fits the phone: no sideways scrolling.
  const widths = await page.evaluate(() => ({ page: document.scrollingElement.scrollWidth, window: innerWidth }));
  assert.ok(widths.page <= widths.window, `the page is ${widths.page} px wide in a ${widths.window} px window`);
  await page.keyboard.press('Escape');

  assert.deepEqual(await publicColours(4), { cover: 'yellow', order: ['yellow', 'blue', 'green', 'red'] });
});

test('no console errors along the way', () => {
  assert.deepEqual(errors, []);
});
