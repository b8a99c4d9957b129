// The site settings as a new user meets them, in a real Chromium against the real binary:
// the first start takes MAIL_SALES and a settings file; staff change the sales phone number
// in the back office, and the header, the footer, the Connect page and the Organization
// structured data show the new number at once, in the server's HTML (JavaScript off) and in
// the running app; a second editor's stale save is refused with who saved and when.
import assert from 'node:assert/strict';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { admin, consoleErrors, gotoReady, signIn, startBrowser, startServer } from './harness.mjs';

let server;
let browser;
let fileDir;

before(async () => {
  fileDir = mkdtempSync(join(tmpdir(), 'gusset-settings-'));
  const file = join(fileDir, 'site.json');
  writeFileSync(file, JSON.stringify({ tagline: 'Steel detailing set up without a developer.' }));
  server = await startServer({ env: { MAIL_SALES: 'bids@fabricator-e2e.example', SITE_SETTINGS_FILE: file } });
  browser = await startBrowser();
});

after(async () => {
  await browser?.stop();
  await server?.stop();
  if (fileDir) rmSync(fileDir, { recursive: true, force: true });
});

const display = '+1 (646) 555-0177';
const dial = '+16465550177';

// organizationPhones are the telephone numbers of the page's ProfessionalService block.
async function organizationPhones(page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const org = blocks.map((text) => JSON.parse(text)).find((block) => block['@type'] === 'ProfessionalService');
  assert.ok(org, 'the page has the Organization block');
  return org.telephone;
}

// checkConnectPage checks that every place the number shows names the new one.
async function checkConnectPage(page, how) {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [where, scope] of [
    ['the header', page.locator('header.site-header')],
    ['the footer', page.locator('footer.site-footer')],
    ['the Connect page', page.getByRole('region', { name: 'Contact details' })],
  ]) {
    const link = scope.locator(`a[href="tel:${dial}"]`).first();
    assert.equal(await link.count(), 1, `${how}: ${where} links the new number`);
    assert.match(await link.innerText(), /646\) 555-0177/, `${how}: ${where} prints the new number`);
    assert.equal(await scope.locator('a[href="tel:+13125550142"]').count(), 0, `${how}: ${where} no longer links the old number`);
  }
  assert.deepEqual((await organizationPhones(page))[0], dial, `${how}: the Organization data names the new number first`);
}

test('the first start takes MAIL_SALES and the settings file; after that the database decides', async () => {
  const html = await (await fetch(`${server.url}/connect`)).text();
  assert.match(html, /bids@fabricator-e2e\.example/, 'the Connect page shows the MAIL_SALES address');
  const home = await (await fetch(`${server.url}/`)).text();
  assert.match(home, /Steel detailing set up without a developer\./, 'the home page shows the settings file tagline');
});

test('staff change the sales phone number and every page shows it, with JavaScript off and on', async () => {
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  await signIn(page, server.url);
  await page.getByRole('link', { name: 'Site settings' }).first().click();
  await page.waitForURL('**/admin/site-settings');
  const phone = page.getByRole('group', { name: 'Phone 1' });
  await phone.getByLabel('Number as shown').fill(display);
  await phone.getByLabel('Number to dial').fill('+1 646-555-0177');
  await page.getByRole('button', { name: 'Save site settings' }).click();
  await page.getByText('Site settings saved').waitFor();
  assert.equal(await phone.getByLabel('Number to dial').inputValue(), dial, 'the saved number is shown as stored');

  // JavaScript off: the server's HTML alone.
  const raw = await browser.context.newPage();
  const cdp = await browser.context.newCDPSession(raw);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  await raw.goto(`${server.url}/connect`);
  assert.equal(await raw.evaluate(() => document.documentElement.dataset.app), undefined, 'the app did not run in this page');
  await checkConnectPage(raw, 'JavaScript off');
  await raw.close();

  // JavaScript on: the app hydrates the same HTML, then navigates in the browser.
  const live = await browser.context.newPage();
  const liveErrors = consoleErrors(live);
  await gotoReady(live, `${server.url}/connect`);
  await checkConnectPage(live, 'JavaScript on');
  await live.getByRole('link', { name: 'Our Firm' }).first().click();
  await live.waitForURL('**/our-firm');
  assert.equal(await live.locator(`footer a[href="tel:${dial}"]`).count(), 1, 'after client-side navigation the footer still shows the new number');
  assert.deepEqual(liveErrors, [], 'no errors while hydrating');
  await live.close();
  assert.deepEqual(errors, [], 'no errors in the back office');
  await page.close();
});

test('a second editor saving over a newer version is told who changed it, and keeps their edits', async () => {
  const first = await browser.context.newPage();
  const second = await browser.context.newPage();
  // Each tab signs in: the staff session is the tab's.
  for (const page of [first, second]) {
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/site-settings`);
    await page.getByLabel('Tagline').waitFor();
  }
  await first.getByLabel('Tagline').fill('Saved first.');
  await first.getByRole('button', { name: 'Save site settings' }).click();
  await first.getByText('Site settings saved').waitFor();

  await second.getByLabel('Tagline').fill('Saved second, too late.');
  await second.getByRole('button', { name: 'Save site settings' }).click();
  const alert = second.getByRole('alert').filter({ hasText: 'changed by' });
  await alert.waitFor();
  // When, in the firm's time zone (the default, Chicago), the zone named.
  assert.match(await alert.innerText(), new RegExp(`changed by ${admin.username} at [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d\\d [AP]M C[SD]T after`));
  assert.equal(await second.getByLabel('Tagline').inputValue(), 'Saved second, too late.', 'the refused edits stay in the form');

  await second.getByRole('button', { name: 'Keep mine to save over theirs' }).click();
  // The form reads the stored version again first (Save waits for it, disabled meanwhile).
  await second.getByText(/Save again to replace theirs/).waitFor();
  await second.getByRole('button', { name: 'Save site settings' }).click();
  await second.getByText('Site settings saved').waitFor();
  const home = await (await fetch(`${server.url}/`)).text();
  assert.match(home, /Saved second, too late\./, 'the second save, made knowingly, is what the site shows');
  await first.close();
  await second.close();
});

test('the preview draws the unsaved tagline, and undo brings the last save back everywhere', async () => {
  const page = await browser.context.newPage();
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/site-settings`);
  const before = await page.getByLabel('Tagline').inputValue();
  await page.getByLabel('Tagline').fill('Previewed, then saved.');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.locator('.site-settings__preview');
  await preview.getByText('Previewed, then saved.').waitFor();
  assert.ok(await preview.locator('header.site-header').isVisible(), 'the public header is drawn in the preview');
  assert.doesNotMatch(await (await fetch(`${server.url}/`)).text(), /Previewed, then saved\./, 'a preview saves nothing');

  await page.getByRole('button', { name: 'Save site settings' }).click();
  await page.getByText('Site settings saved').waitFor();
  assert.match(await (await fetch(`${server.url}/`)).text(), /Previewed, then saved\./);

  await page.getByRole('button', { name: 'Undo last save' }).click();
  await page.getByText(/Last save undone: version \d+, saved by .+, is back\./).waitFor();
  assert.equal(await page.getByLabel('Tagline').inputValue(), before, 'the form holds the settings that came back');
  const home = await (await fetch(`${server.url}/`)).text();
  assert.doesNotMatch(home, /Previewed, then saved\./, 'the undone save is gone from the public pages');
  assert.ok(home.includes(before), 'the settings before it are back');
  await page.close();
});
