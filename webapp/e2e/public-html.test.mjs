// Every public page as a crawler and as a visitor meet it, against the real binary with
// the demo content: the HTML carries the page (its heading and text, the data of data
// pages) before any JavaScript runs, and React takes it over without a flash: the same
// text, no layout shift, no hydration error; then client-side navigation, a job's own page
// and a post by slug and by id.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { consoleErrors, gotoReady, startBrowser, startServer } from './harness.mjs';
import { publicRoutes, rpc, samplePaths } from './public-routes.mjs';

let server;
let browser;
let noScript;
let samples;

before(async () => {
  server = await startServer({ demo: true });
  browser = await startBrowser();
  noScript = await browser.context.browser()?.newContext({ javaScriptEnabled: false });
  samples = await samplePaths(server.url);
});

after(async () => {
  await noScript?.close();
  await browser?.stop();
  await server?.stop();
});

const normalize = (text) => text.replace(/\s+/g, ' ').trim();

// withoutScript reads a page as a crawler does: the server's HTML, no JavaScript.
async function withoutScript(path) {
  const page = await (noScript ?? browser.context).newPage();
  await page.setViewportSize({ width: 375, height: 740 });
  const res = await page.goto(`${server.url}${path}`);
  const read = {
    status: res?.status(),
    headings: (await page.locator('#root h1').allInnerTexts()).map(normalize),
    text: normalize(await page.locator('#root').innerText()),
  };
  await page.close();
  return read;
}

// The cumulative layout shift of the page, as the Layout Instability API reports it.
function observeLayoutShifts() {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

for (const route of publicRoutes) {
  test(`${route}: the HTML carries the page, and the app takes it over unchanged, without a shift or an error`, async () => {
    const path = samples[route] ?? route;
    // Plain HTTP, as the simplest crawler reads it.
    const plain = await (await fetch(`${server.url}${path}`)).text();
    assert.match(plain.slice(plain.indexOf('<div id="root"')), /<h1[\s>]/, `${path}: the HTML's root holds an h1`);
    const crawled = await withoutScript(path);
    assert.equal(crawled.status, route === '/no-such-page' ? 404 : 200, `${path}: status`);
    assert.equal(crawled.headings.length, 1, `${path}: one h1 in the HTML, got ${JSON.stringify(crawled.headings)}`);
    assert.ok(crawled.headings[0].length > 0, `${path}: the h1 has text`);
    assert.ok(crawled.text.length > 300, `${path}: the HTML holds the page's text, got ${crawled.text.length} characters`);

    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript(observeLayoutShifts);
    const errors = consoleErrors(page);
    // Read once the app has taken the page over: before, the page is still the HTML itself.
    await gotoReady(page, `${server.url}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    assert.equal(normalize(await page.locator('#root').innerText()), crawled.text, `${path}: the app shows what the HTML showed`);
    const shift = await page.evaluate(() => window.__layoutShift);
    console.log(`${path}: layout shift ${shift.toFixed(4)}`);
    assert.ok(shift <= 0.02, `${path}: cumulative layout shift ${shift.toFixed(4)}, over 0.02`);
    // The not-found page answers 404 (a true status for crawlers); Chromium logs that.
    assert.deepEqual(errors.filter((e) => route !== '/no-such-page' || !e.includes('status of 404')), [], `${path}: console errors`);
    await page.close();
  });
}

// Every kind of address that names nothing: the server answers 404, and the app takes the
// page over without a hydration error (a service page staff never added was drawn as the
// not-found page, which the app's first render showed as "Loading…"; the back office's
// routes join the app in the browser, so the server leaves those to it).
test('an unknown address of every kind answers 404, and the app takes it over without an error', async () => {
  const paths = ['/services/no-such-service', '/resources/wbt-blog/no-such-post', '/resources/case-studies/no-such-study',
    '/career/00000000-0000-0000-0000-000000000000', '/admin/no-such-screen', '/our-firm/no-such-page'];
  for (const path of paths) {
    const page = await browser.context.newPage();
    const errors = consoleErrors(page);
    const res = await gotoReady(page, `${server.url}${path}`, { waitUntil: 'networkidle' });
    assert.equal(res?.status(), 404, `${path}: status`);
    await page.locator('#main').waitFor();
    assert.deepEqual(errors.filter((e) => !e.includes('status of 404')), [], `${path}: console errors`);
    await page.close();
  }
});

test('data pages carry their data in the HTML', async () => {
  const { posts } = await rpc(server.url, 'gusset.site.v1.BlogService/ListPosts');
  const { jobs } = await rpc(server.url, 'gusset.site.v1.JobService/ListJobs');
  const { projects } = await rpc(server.url, 'gusset.site.v1.GalleryService/ListProjects', { department: 'DEPARTMENT_STRUCTURAL' });
  const { items } = await rpc(server.url, 'gusset.site.v1.PortfolioService/ListPortfolioItems');
  const checks = [
    ['/resources/wbt-blog', posts.map((p) => p.title)],
    [samples.POST, [samples.post.title, normalize(samples.post.contentHtml.replace(/<[^>]+>/g, ' ')).slice(0, 40)]],
    ['/career', jobs.flatMap((j) => [j.role, j.location])],
    [samples.JOB, [samples.job.role, samples.job.location]],
    ['/our-firm/gallery/images?department=STRUCTURAL', projects.map((p) => p.title)],
    ['/services/structural-steel-detailing', projects.filter((p) => p.images?.some((f) => f.contentType.startsWith('image/'))).slice(0, 8).map((p) => p.title)],
    ['/our-work/project-portfolio', items.map((i) => i.title)],
  ];
  for (const [path, texts] of checks) {
    assert.ok(texts.length > 0, `${path}: the demo content has data for it`);
    const { text } = await withoutScript(path);
    for (const want of texts) assert.ok(text.includes(normalize(want)), `${path}: the HTML lacks ${JSON.stringify(want)}`);
  }
});

test('a link followed inside the app changes the page without loading a new document', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = consoleErrors(page);
  await gotoReady(page, `${server.url}/resources/wbt-blog`, { waitUntil: 'networkidle' });
  await page.evaluate(() => { window.__samePage = true; });
  await page.getByRole('link', { name: samples.post.title }).first().click();
  await page.waitForURL(`**${samples.POST}`);
  await page.getByRole('heading', { level: 1, name: samples.post.title }).waitFor();
  assert.equal(await page.evaluate(() => window.__samePage), true, 'the app navigated in place');
  assert.match(await page.title(), new RegExp(`^${samples.post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a post opens by its slug and by its id; the id names the slug as canonical', async () => {
  for (const path of [samples.POST, `/resources/wbt-blog/${samples.post.id}`]) {
    const crawled = await withoutScript(path);
    assert.equal(crawled.status, 200, path);
    assert.deepEqual(crawled.headings, [normalize(samples.post.title)], path);
    const html = await (await fetch(`${server.url}${path}`)).text();
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    assert.equal(canonical && new URL(canonical).pathname, samples.POST, `${path}: canonical is the slug's address`);
  }
});

test("a job's own page applies", async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 375, height: 740 });
  const errors = consoleErrors(page);
  await gotoReady(page, `${server.url}${samples.JOB}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${samples.job.role}` });
  await dialog.getByLabel('Full name').fill('Ravi Kumar');
  await dialog.getByLabel('Email').fill('ravi@example.com');
  await dialog.getByLabel('Phone').fill('+91 98450 54321');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  await dialog.getByLabel(/Résumé/).setInputFiles({ name: 'ravi.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await dialog.getByText('Application submitted successfully!').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
