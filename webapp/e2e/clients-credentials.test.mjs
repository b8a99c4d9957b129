// The demo's clients and credentials block on the About page, in a real Chromium against
// the real binary: the logos load with their alt text, testimonials are quotations, every
// item is tagged demo content, and it fits a phone without a console error.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { consoleErrors, gotoReady, startBrowser, startServer } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = await startServer({ demo: true });
  browser = await startBrowser();
});

after(async () => {
  await browser?.stop();
  await server?.stop();
});

for (const width of [375, 1280]) {
  test(`the About page shows the demo's clients and credentials at ${width} px`, async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: 900 });
    const errors = consoleErrors(page);
    await gotoReady(page, `${server.url}/our-firm`);
    const section = page.getByRole('region', { name: 'Trusted by fabricators across North America' });
    const logos = section.getByRole('list', { name: 'Clients' });
    await logos.scrollIntoViewIfNeeded();
    const images = await logos.locator('img').evaluateAll((imgs) =>
      Promise.all(imgs.map(async (img) => (await img.decode().then(() => true, () => false)) && { alt: img.alt, width: img.naturalWidth })),
    );
    assert.equal(images.length, 4, 'four client logos');
    for (const image of images) assert.ok(image && image.alt && image.width > 0, `logo ${JSON.stringify(image)} loads, with alt text`);
    assert.equal(await section.locator('figure blockquote').count(), 2, 'two testimonials as quotations');
    assert.match(await section.locator('figure figcaption').first().innerText(), /Dana Ruiz/);
    const credentials = section.getByRole('list', { name: 'Memberships and certifications' });
    assert.match(await credentials.innerText(), /AISC Associate Member/);
    assert.equal(await section.getByText('Demo content', { exact: true }).count(), 4 + 2 + 3, 'every item tagged demo content');
    const sideways = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
    assert.equal(sideways, 0, 'the page does not scroll sideways');
    assert.deepEqual(errors, []);
    await page.close();
  });
}
