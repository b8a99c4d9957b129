// The site's own analytics end to end, in a real Chromium against the real binary: a
// visitor arrives from a campaign link, browses, sends the connect page's message; staff
// open Analytics and find the visit, its source and its goal. Nothing is stored in the
// visitor's browser.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { consoleErrors, gotoReady, signIn, startBrowser, startServer } from './harness.mjs';

// Headless Chromium names itself HeadlessChrome, which the server's crawler list (rightly)
// does not count: the visitor's page sends a desktop Chrome's user agent instead.
const chromeUA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let server;
let browser;

// pageView waits for the answer to the page view the page sends for u (its path and query).
// Start it before the step that makes the page send it, and await it before the page loads
// another document: the app sends the beacon once the route has changed, and one still in
// flight when the document goes reaches the server without the page's listeners always
// hearing its answer. Once every beacon is answered (204: queued), the report reads them all
// (it writes the queue before it reads).
function pageView(page, u) {
  return page
    .waitForResponse((res) => new URL(res.url()).pathname === '/analytics/event' && res.request().postDataJSON()?.u === u)
    .catch((err) => {
      throw new Error(`no answer to a page view of ${u}: ${err.message}`);
    });
}

before(async () => {
  server = await startServer();
  browser = await startBrowser();
});

after(async () => {
  await browser?.stop();
  await server?.stop();
});

test('a campaign visit that sends a message shows in Analytics with its source and goal, and leaves nothing in the browser', async () => {
  const page = await browser.context.newPage();
  await page.setExtraHTTPHeaders({ 'User-Agent': chromeUA });
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = consoleErrors(page);
  const beacons = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/analytics/event') beacons.push(req);
  });
  const missing = [];
  page.on('response', (res) => {
    if (res.status() === 404) missing.push(res.url());
  });
  // The status of each page view's answer, each awaited before the page moves on.
  const answered = [];

  const landing = '/?utm_source=linkedin&utm_medium=social&utm_campaign=steel-expo';
  let view = pageView(page, landing);
  await gotoReady(page, `${server.url}${landing}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  answered.push((await view).status());
  // Browse within the app: each route change is a page view.
  view = pageView(page, '/services');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Services' }).click();
  await page.waitForURL('**/services');
  answered.push((await view).status());
  view = pageView(page, '/privacy');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' }).click();
  await page.getByRole('heading', { level: 1, name: /^Privacy/ }).waitFor();
  answered.push((await view).status());
  view = pageView(page, '/connect');
  await gotoReady(page, `${server.url}/connect`);
  await page.getByRole('heading', { name: 'Send us a message' }).waitFor();
  answered.push((await view).status());
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dana Fabricator');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('dana@steelworks.example');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 555 010 0199');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Shop drawings for a mezzanine, please.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('✅ Message sent successfully!').waitFor();
  await page.waitForLoadState('networkidle');

  assert.equal(beacons.length, 4, `page views sent: ${beacons.map((b) => b.postData())}`);
  assert.deepEqual(answered, [204, 204, 204, 204]);
  assert.deepEqual(JSON.parse(beacons[0].postData()), { u: '/?utm_source=linkedin&utm_medium=social&utm_campaign=steel-expo', r: '' });
  assert.deepEqual((await page.context().cookies(server.url)).map((c) => c.name), [], 'no cookie');
  const stored = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }));
  assert.deepEqual(stored, { local: 0, session: 0 }, 'no storage entry');
  assert.deepEqual(errors, [], `console errors (404s: ${missing})`);

  // Staff read it in another page (their sign-in stores their session, as it should).
  const staff = await browser.context.newPage();
  await signIn(staff, server.url);
  await staff.goto(`${server.url}/admin/analytics`);
  const totals = staff.getByRole('list', { name: 'Totals' });
  await totals.waitFor();
  assert.match(await totals.getByRole('listitem').first().innerText(), /^Visitors\s+1\b/);
  assert.match(await totals.getByRole('listitem').nth(1).innerText(), /^Page views\s+4\b/);
  const sources = staff.getByRole('table', { name: 'Sources' });
  assert.match(await sources.innerText(), /linkedin\s+1\s+4/);
  assert.match(await staff.getByRole('table', { name: 'Campaigns' }).innerText(), /steel-expo\s+1\s+4/);
  assert.match(await staff.getByRole('table', { name: 'Goals' }).innerText(), /Contact message\s+1\s+100%/);
  assert.match(await staff.getByRole('table', { name: 'Contact message by source' }).innerText(), /linkedin\s+1\s+1\s+100%/);
  assert.match(await staff.getByRole('table', { name: 'Top pages' }).innerText(), /\/privacy\s+1\s+1/);
});

// The issue's own scenario: three pages from a campaign link, the third the estimate form;
// the request is the goal the server records (never the browser). Another browser (another
// user agent) is another visitor.
const firefoxUA = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('a campaign visit that requests an estimate counts one visitor, three page views and one conversion for the campaign', async () => {
  // The visitor starts with no cookie: the staff session of the test before is dropped, so
  // the check below sees only what the visit itself set.
  await browser.context.clearCookies();
  const page = await browser.context.newPage();
  await page.setExtraHTTPHeaders({ 'User-Agent': firefoxUA });
  const errors = consoleErrors(page);
  // The status of each page view's answer, each awaited before the page moves on.
  const answered = [];
  const landing = '/services/pemb-detailing?utm_source=trade-show&utm_medium=qr&utm_campaign=bid-season';
  let view = pageView(page, landing);
  await gotoReady(page, `${server.url}${landing}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  answered.push((await view).status());
  view = pageView(page, '/services');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Services' }).click();
  await page.waitForURL('**/services');
  answered.push((await view).status());
  view = pageView(page, '/estimate');
  await gotoReady(page, `${server.url}/estimate`);
  await page.getByRole('heading', { name: 'Request an estimate', level: 2 }).waitFor();
  answered.push((await view).status());
  const box = (name) => page.getByRole('textbox', { name, exact: true });
  await box('Name').fill('Sam Erector');
  await box('Company').fill('Lakeside Steel');
  await box('Email').fill('sam@lakeside-steel.example');
  await box('Phone').fill('+1 306 555 0143');
  await box('Project name').fill('Lakeside arena');
  await box('City').fill('Saskatoon');
  await box('Country').fill('Canada');
  await page.getByRole('checkbox', { name: 'PEMB Design and Detailing' }).check();
  await box('Structure type').fill('Arena');
  await page.getByLabel('Drawing status').selectOption('FOR_BID');
  await page.getByLabel('Estimate needed by').fill('2099-02-01');
  await page.getByLabel('Preferred software').selectOption('TEKLA');
  await page.getByRole('checkbox', { name: 'Shop and erection drawings' }).check();
  await page.getByRole('button', { name: 'Send request' }).click();
  await page.locator('.estimate-form__reference').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  assert.deepEqual(answered, [204, 204, 204], 'three page views, each taken');
  assert.deepEqual((await page.context().cookies(server.url)).map((c) => c.name), [], 'no cookie');
  assert.deepEqual(errors, []);

  const staff = await browser.context.newPage();
  await signIn(staff, server.url);
  await staff.goto(`${server.url}/admin/analytics`);
  const campaigns = staff.getByRole('table', { name: 'Campaigns' });
  await campaigns.waitFor();
  assert.match(await campaigns.innerText(), /bid-season\s+1\s+3/, 'one visitor, three page views for the campaign');
  assert.match(await staff.getByRole('table', { name: 'Goals' }).innerText(), /Estimate request\s+1\b/);
  assert.match(await staff.getByRole('table', { name: 'Estimate request by source' }).innerText(), /trade-show\s+1\s+1\s+100%/);
});
