// The page editor as staff use it, in a real Chromium against the real binary: a change to
// Our Firm's banner saved as a draft stays off the public page while the preview (the
// public renderer, fed the unsaved draft) shows it; publishing puts it on the public page;
// restoring the first version and publishing it brings the old words back.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { consoleErrors, signIn, startBrowser, startServer } from './harness.mjs';

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

const fresh = 'Precision in every connection';

// publicHtml is the public page as the server sends it (JavaScript off).
async function publicHtml() {
  const res = await fetch(`${server.url}/our-firm`);
  assert.equal(res.status, 200);
  return res.text();
}

test('a banner edit is a draft the public does not see, previewed, published, and undone by restoring the first version', async () => {
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  await signIn(page, server.url);
  await page.getByRole('link', { name: 'Pages', exact: true }).click();
  await page.waitForURL('**/admin/pages');
  await page.getByRole('link', { name: 'Edit Our Firm' }).click();
  await page.waitForURL('**/admin/pages/edit?path=%2Four-firm');

  const header = page.getByLabel('Header', { exact: true });
  const old = await header.inputValue();
  assert.ok(old.length > 0, 'the seeded banner has a header');
  assert.match(await publicHtml(), new RegExp(old), 'the public page shows the seeded header');

  await header.fill(fresh);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText('Draft saved').waitFor();
  const before = await publicHtml();
  assert.doesNotMatch(before, new RegExp(fresh), 'a saved draft is not public');
  assert.match(before, new RegExp(old), 'the public page still shows the published header');

  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview of the draft' });
  await preview.getByRole('heading', { level: 1 }).filter({ hasText: fresh }).waitFor();

  await page.getByRole('button', { name: 'Publish now' }).click();
  // The seed is version 1; the save made version 2.
  await page.getByText('Version 2 is public.').waitFor();
  assert.match(await publicHtml(), new RegExp(fresh), 'the published header is on the public page');

  await page.getByRole('tab', { name: 'Versions' }).click();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Restore' }).click();
  await page.getByText('Version 1 restored as the draft').waitFor();
  assert.equal(await page.getByLabel('Header', { exact: true }).inputValue(), old, 'the editor shows the restored content');
  assert.match(await publicHtml(), new RegExp(fresh), 'a restore publishes nothing');

  await page.getByRole('button', { name: 'Publish now' }).click();
  // The restore made version 3.
  await page.getByText('Version 3 is public.').waitFor();
  const after = await publicHtml();
  assert.match(after, new RegExp(old), 'the restored header is public again');
  assert.doesNotMatch(after, new RegExp(fresh));
  assert.deepEqual(errors, [], 'no errors in the back office');
  await page.close();
});

// A service staff add: from the service template, unseen until published; once published it
// is in the menu of every page, the sitemap and the estimate form's services; renamed, its
// old address answers 301 to the new one.
test('staff add a service, publish it, and find it in the navigation, the sitemap and the estimate form; a rename redirects', async () => {
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/pages`);
  const add = page.getByRole('region', { name: 'Add a service' });
  await add.getByLabel('Service name').fill('Steel Stair Detailing');
  await add.getByLabel('Address (slug)').fill('steel-stair-detailing');
  await add.getByRole('button', { name: 'Add service' }).click();
  await page.getByText('Service page /services/steel-stair-detailing added').waitFor();
  assert.equal((await fetch(`${server.url}/services/steel-stair-detailing`)).status, 404, 'an unpublished service is not public');

  await page.getByRole('link', { name: 'Edit Steel Stair Detailing' }).click();
  await page.waitForURL('**/admin/pages/edit?path=%2Fservices%2Fsteel-stair-detailing');
  await page.getByLabel('Header', { exact: true }).fill('Steel Stairs');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await page.getByText(/Version \d+ is public\./).waitFor();

  const service = await fetch(`${server.url}/services/steel-stair-detailing`);
  assert.equal(service.status, 200);
  assert.match(await service.text(), /Steel Stairs/, 'the published page is drawn by the server');
  const home = await (await fetch(`${server.url}/connect`)).text();
  assert.match(home, /href="\/services\/steel-stair-detailing"[^>]*>Steel Stair Detailing</, "the menu of another page links it");
  assert.match(await (await fetch(`${server.url}/sitemap.xml`)).text(), /\/services\/steel-stair-detailing</, 'the sitemap lists it');

  const visitor = await browser.context.newPage();
  await visitor.goto(`${server.url}/estimate?service=steel-stair-detailing`);
  // The browser ticks the link's service once live (the checkbox is drawn again then).
  await visitor.waitForFunction(() => document.querySelector('input[name=services][value=steel-stair-detailing]')?.checked);
  assert.ok(await visitor.getByRole('checkbox', { name: 'Steel Stair Detailing' }).isChecked(), 'the new service is a choice of the form');
  await visitor.close();

  await page.goto(`${server.url}/admin/pages`);
  await page.getByRole('button', { name: 'Menu settings of Steel Stair Detailing' }).click();
  await page.getByLabel('Address (slug)').first().fill('stair-detailing');
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByText('Renamed: /services/steel-stair-detailing now redirects').waitFor();
  const moved = await fetch(`${server.url}/services/steel-stair-detailing`, { redirect: 'manual' });
  assert.equal(moved.status, 301);
  assert.equal(new URL(moved.headers.get('location'), server.url).pathname, '/services/stair-detailing');
  assert.deepEqual(errors, [], 'no errors in the back office');
  await page.close();
});
