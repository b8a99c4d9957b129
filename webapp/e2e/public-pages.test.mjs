// The public site's chrome and static pages in a real Chromium against the real binary:
// every page at desktop and phone widths, the mobile menu, keyboard dropdowns, the home
// row's wheel scrolling and the not-found screen.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { contrastRatio } from './contrast.mjs';
import { consoleErrors, gotoReady, startBrowser, startServer } from './harness.mjs';

const titleSuffix = ' | Gusset Steel Detailing Structural Steel Detailing | USA | Canada';

// path, the page's h1, and a string the spec requires on it.
const pages = [
  ['/', 'Gusset Steel Detailing', 'Get a free estimate'],
  ['/our-firm', 'Simplicity is the key to our success', 'Project Management further simplified'],
  ['/our-firm/leadership-teams', 'Leadership Team', 'Managing Director'],
  ['/our-firm/business-model', 'Business Model', 'Satellite Office Model'],
  ['/services', 'Services for steel fabricators and contractors', 'Connection Design and PE/SE Stamping'],
  ['/services/structural-steel-detailing', 'Structural Steel Detailing', 'Erection drawings'],
  ['/services/miscellaneous-steel-detailing', 'Miscellaneous Steel Detailing', 'Railing patterns'],
  ['/services/steel-estimation-and-take-off', 'Steel Estimation and Take-off', 'Connection materials'],
  ['/services/connection-design-and-pe-se-stamping', 'Connection Design and PE/SE Stamping', 'licensed in all 50 states'],
  ['/services/architectural-bim-services', 'Architectural BIM services', 'Clash detection'],
  ['/services/pemb-detailing', 'PEMB Design and Detailing', 'MBMA'],
  ['/services/rebar-estimation-and-detailing', 'Rebar Estimation and Detailing', '1,250 MT'],
  ['/resources', 'Resources from our detailing teams', 'Case Studies'],
  ['/resources/case-studies', 'Case Studies', 'Selected projects'],
  ['/resources/case-studies/a-fast-track-distribution-centre', 'A fast-track distribution centre', 'Challenge'],
  ['/portal', 'Project Portal Project management further simplified', 'Open the project portal'],
  ['/no/such/page', 'Page not found', "Looks like you're lost."],
];

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await startBrowser();
});

after(async () => {
  await browser?.stop();
  await server?.stop();
});

async function openPage(width) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
  const errors = consoleErrors(page);
  const failed = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  return { page, errors, failed };
}

// notFound is the one path of the list above that must answer 404 (with the not-found page).
const notFound = '/no/such/page';

async function visit(page, path, h1) {
  const res = await gotoReady(page, `${server.url}${path}`);
  const want = h1 === 'Page not found' ? 404 : 200;
  assert.equal(res?.status(), want, `${path}: HTTP status`);
  const heading = page.locator('h1');
  await heading.first().waitFor();
  assert.equal(await heading.count(), 1, `${path}: exactly one h1`);
  assert.equal((await heading.innerText()).replace(/\s+/g, ' ').trim(), h1, `${path}: h1`);
}

for (const width of [1280, 375]) {
  describe(`every public page at ${width} px`, () => {
    test('shows its h1, its key text and its title, without console errors, failed requests or sideways scrolling', async () => {
      const { page, errors, failed } = await openPage(width);
      for (const [path, h1, key] of pages) {
        await visit(page, path, h1);
        await page.getByRole('main').getByText(key, { exact: false }).first().waitFor({ state: 'visible' });
        assert.ok((await page.title()).endsWith(titleSuffix), `${path}: title ends with the site suffix`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${path}: no horizontal scrolling at ${width} px (overflow ${overflow} px)`);
        await page.getByRole('contentinfo').getByText('Copyright © 2025 by Gusset Steel Detailing Pvt. Ltd. All rights reserved.').waitFor();
      }
      // Chromium logs the not-found page's own 404; nothing else may fail.
      assert.deepEqual(errors.filter((e) => !e.includes('status of 404')), [], 'no console errors');
      assert.deepEqual(errors.filter((e) => e.includes('status of 404')).length, 1, 'only the not-found page answered 404');
      assert.deepEqual(failed, [`404 ${server.url}${notFound}`], 'no failed requests but the not-found page (missing images, broken calls)');
      await page.close();
    });
  });
}

test('no page scrolls sideways at 320 px', async () => {
  const { page } = await openPage(320);
  for (const [path, h1] of pages) {
    await visit(page, path, h1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${path}: overflow ${overflow} px at 320 px`);
  }
  await page.close();
});

for (const width of [1280, 375]) {
  test(`the portal's main button reads at ${width} px, at rest and under the pointer`, async () => {
    const { page } = await openPage(width);
    await visit(page, '/portal', 'Project Portal Project management further simplified');
    const button = page.getByRole('link', { name: 'Open the project portal' });
    const resting = await contrastRatio(button);
    assert.ok(resting >= 4.5, `contrast ${resting.toFixed(2)}:1 at rest, want at least 4.5:1`);
    await button.hover();
    const hovered = await contrastRatio(button);
    assert.ok(hovered >= 4.5, `contrast ${hovered.toFixed(2)}:1 under the pointer, want at least 4.5:1`);
    await page.close();
  });
}

test('the tap-to-call block and the hamburger swap at the 768 px breakpoint', async () => {
  const { page } = await openPage(1280);
  await visit(page, '/portal', 'Project Portal Project management further simplified');
  const header = page.getByRole('banner');
  const call = header.getByRole('link', { name: /Call USA/ }).first();
  const menu = header.getByRole('button', { name: 'Menu' });

  assert.equal(await call.isVisible(), true, 'phones shown at 1280 px');
  assert.equal(await menu.isVisible(), false, 'no hamburger at 1280 px');
  assert.equal(await call.getAttribute('href'), 'tel:+13125550142');

  await page.setViewportSize({ width: 768, height: 900 });
  assert.equal(await call.isVisible(), true, 'phones shown at 768 px');

  await page.setViewportSize({ width: 767, height: 900 });
  assert.equal(await call.isVisible(), false, 'phones hidden below 768 px');
  assert.equal(await menu.isVisible(), true, 'hamburger below 768 px');
  await page.close();
});

test('the hamburger opens and closes the menu at 375 px, and choosing a link closes it', async () => {
  const { page, errors } = await openPage(375);
  await visit(page, '/', 'Gusset Steel Detailing');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });

  assert.equal(await nav.isVisible(), false, 'menu starts closed');
  await menu.click();
  assert.equal(await menu.getAttribute('aria-expanded'), 'true');
  await nav.getByRole('link', { name: 'Leadership Team' }).waitFor({ state: 'visible' });

  await menu.click();
  assert.equal(await menu.getAttribute('aria-expanded'), 'false');
  await nav.waitFor({ state: 'hidden' });

  await menu.click();
  await nav.getByRole('link', { name: 'Leadership Team' }).click();
  await page.waitForURL('**/our-firm/leadership-teams');
  await page.getByRole('heading', { level: 1, name: 'Leadership Team' }).waitFor();
  assert.equal(await menu.getAttribute('aria-expanded'), 'false');
  await nav.waitFor({ state: 'hidden' });

  await menu.click();
  await page.keyboard.press('Escape');
  await nav.waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
  await page.close();
});

test('a dropdown opens from the keyboard and on hover at 1280 px', async () => {
  const { page } = await openPage(1280);
  await visit(page, '/portal', 'Project Portal Project management further simplified');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const leadership = nav.getByRole('link', { name: 'Leadership Team' });
  assert.equal(await leadership.isVisible(), false, 'dropdown starts closed');

  // Tab from the top of the page until the Our Firm item has focus.
  let focused = '';
  for (let i = 0; i < 30 && focused !== 'Our Firm'; i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => (document.activeElement?.closest('nav') ? document.activeElement.textContent.trim() : ''));
  }
  assert.equal(focused, 'Our Firm', 'Tab reaches the Our Firm item');
  await leadership.waitFor({ state: 'visible' });
  assert.equal(await nav.getByRole('button', { name: 'Our Firm pages' }).getAttribute('aria-expanded'), 'true');

  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Business Model');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Leadership Team');
  await page.keyboard.press('Escape');
  await leadership.waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Our Firm');

  await page.keyboard.press('Enter');
  await page.waitForURL('**/our-firm');

  const pemb = nav.getByRole('link', { name: 'PEMB Design and Detailing' });
  await nav.getByRole('link', { name: 'Services', exact: true }).hover();
  await pemb.waitFor({ state: 'visible' });
  await pemb.click();
  await page.waitForURL('**/services/pemb-detailing');
  await page.mouse.move(640, 800);
  await pemb.waitFor({ state: 'hidden' });
  await page.close();
});

test('the home row scrolls sideways with the mouse wheel at 1280 px and stacks at 375 px', async () => {
  const { page } = await openPage(1280);
  await visit(page, '/', 'Gusset Steel Detailing');
  const tiles = page.getByRole('list', { name: 'Explore' });
  const row = tiles.locator('..');

  const height = await row.evaluate((el) => el.getBoundingClientRect().height);
  assert.ok(Math.abs(height - 0.83 * 900) < 2, `row is 83vh tall (${height} px)`);
  assert.equal(await row.evaluate((el) => el.scrollLeft), 0);

  await page.mouse.move(700, 500);
  await page.mouse.wheel(0, 100);
  await page.waitForFunction((el) => el.scrollLeft >= 450, await row.elementHandle());
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page itself did not scroll');

  // Hovering a tile lists its sub-pages.
  const services = tiles.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Services' }) });
  const subPage = services.getByRole('link', { name: 'Rebar Estimation and Detailing' });
  await services.scrollIntoViewIfNeeded();
  await page.mouse.move(5, 5);
  await subPage.waitFor({ state: 'hidden' });
  await services.hover();
  await subPage.waitFor({ state: 'visible' });

  await page.setViewportSize({ width: 375, height: 740 });
  const [first, second] = await tiles.locator(':scope > li').evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect()));
  assert.ok(second.top >= first.bottom - 1, 'tiles stack vertically');
  assert.ok(first.width >= 370, 'a stacked tile spans the screen');
  await page.close();
});

test('an unknown path shows the not-found screen with a way home', async () => {
  const { page } = await openPage(1280);
  await visit(page, '/services/no-such-service', 'Page not found');
  await page.getByText("Looks like you're lost.").waitFor();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL(`${server.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Gusset Steel Detailing' }).waitFor();
  await page.close();
});
