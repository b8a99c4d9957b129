// Case studies end to end, in a real Chromium against the real binary: staff write one
// with two images (alt text required to publish), publish it, and the public list, its own
// page (with JavaScript off and on) and the sitemap show it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { consoleErrors, gotoReady, signIn, startBrowser, startServer } from './harness.mjs';

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

// Two tiny PNGs (a green and a red pixel).
const pngs = [
  { name: 'anchor-bolts.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQr7ICAAGPANQRlqhsAAAAAElFTkSuQmCC', 'base64') },
  { name: 'turbine-base.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYoiwBAAJ+APBMCjG1AAAAAElFTkSuQmCC', 'base64') },
];

const title = 'Anchor bolts for a wind farm';
const slug = 'anchor-bolts-for-a-wind-farm';

test('staff publish a case study with two images; the list, its page and the sitemap show it', async () => {
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  await signIn(page, server.url);

  await page.goto(`${server.url}/admin/case-studies`);
  // The page's former three stories are the first case studies.
  await page.getByRole('cell', { name: 'A fast-track distribution centre', exact: true }).waitFor();

  await page.getByRole('button', { name: '+ Add case study' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add case study' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Client type').fill('Steel fabricator');
  await dialog.getByLabel('City').fill('Amarillo');
  await dialog.getByLabel('Region').fill('Texas');
  await dialog.getByLabel('Country').fill('USA');
  await dialog.getByLabel('Summary').fill('Two hundred turbine bases detailed in six weeks.');
  await dialog.getByRole('textbox', { name: 'Challenge' }).click();
  await page.keyboard.type('Two hundred bases, each on its own grade.');
  await dialog.getByRole('textbox', { name: 'Solution (approach)' }).click();
  await page.keyboard.type('One parametric model per base type.');
  await dialog.getByRole('button', { name: '+ Add figure' }).click();
  await dialog.getByLabel('Figure 1 value').fill('38%');
  await dialog.getByLabel('Figure 1 label').fill('fewer RFIs');
  await dialog.getByLabel('Structural Steel Detailing').check();

  await dialog.getByLabel('Add images').setInputFiles(pngs);
  await dialog.getByLabel('Alt text for image 2').waitFor();
  await dialog.getByLabel('Alt text for image 1').fill('Anchor bolts set in a turbine base');

  // Publishing with an image without alt text is refused beside that image.
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await dialog.getByText('Describe this image (alt text) to publish').waitFor();
  await dialog.getByLabel('Alt text for image 2').fill('A finished turbine base');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('cell', { name: 'Published', exact: true }).waitFor();

  // With JavaScript: the list links to the page, which shows the story.
  await gotoReady(page, `${server.url}/resources/case-studies`);
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  assert.equal(new URL(page.url()).pathname, `/resources/case-studies/${slug}`);
  await page.getByText('Two hundred bases, each on its own grade.').waitFor();
  assert.equal(await page.getByRole('img', { name: 'Anchor bolts set in a turbine base' }).count(), 1);
  assert.equal(await page.getByRole('img', { name: 'A finished turbine base' }).count(), 1);
  assert.equal(await page.getByRole('link', { name: 'Structural Steel Detailing' }).last().getAttribute('href'), '/services/structural-steel-detailing');
  // The one refused publish is the only failed request.
  assert.deepEqual(errors, ['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  await page.close();

  // Without JavaScript: the server's HTML has it all.
  const noScript = await browser.context.browser()?.newContext({ javaScriptEnabled: false });
  const bare = noScript ? await noScript.newPage() : await browser.context.newPage();
  if (!noScript) await bare.route('**/*.js', (r) => r.abort());
  await bare.goto(`${server.url}/resources/case-studies`);
  assert.equal(await bare.getByRole('link', { name: title }).count(), 1, 'the list is in the HTML');
  const res = await bare.goto(`${server.url}/resources/case-studies/${slug}`);
  assert.equal(res?.status(), 200);
  assert.equal(await bare.getByRole('heading', { level: 1, name: title }).count(), 1);
  assert.equal(await bare.getByText('38%').count(), 1);
  const ogImage = await bare.locator('meta[property="og:image"]').getAttribute('content');
  assert.match(ogImage ?? '', /\/files\/blog_image\//, 'the cover is the share image');
  const data = await bare.locator('script[type="application/ld+json"]').allTextContents();
  const article = data.map((d) => JSON.parse(d)).find((d) => d['@type'] === 'Article');
  assert.equal(article?.headline, title);
  assert.equal(article?.about?.[0]?.name, 'Structural Steel Detailing');
  const missing = await bare.goto(`${server.url}/resources/case-studies/no-such-study`);
  assert.equal(missing?.status(), 404);
  await (noScript ?? bare).close();

  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  assert.ok(sitemap.includes(`${server.url}/resources/case-studies/${slug}</loc>`) || sitemap.includes(`/resources/case-studies/${slug}</loc>`), 'the sitemap lists the case study');
});
