// Colour contrast of every public and every back-office route at one width (a file per
// width: contrast-375.test.mjs and contrast-1280.test.mjs, which run beside each other), in a
// real Chromium against the real binary with the demo content; on the back office every
// other serious or critical axe violation fails too (public routes have theirs in
// public-budgets.test.mjs). axe's colour-contrast violations fail, and so does text axe could not judge (over the banners' background
// images it files contrast under "incomplete"): its contrast is measured against what
// the browser painted behind it (contrast.mjs). The back-office routes are read from
// its navigation, so a new screen is checked without being listed here.
import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { contrastProblems } from './contrast.mjs';
import { signIn, startBrowser, startServer } from './harness.mjs';
import { publicRoutes, samplePaths } from './public-routes.mjs';

let server;
let browser;
let samples;

// atRest waits until the page has its data and its animations are over: a half-faded card
// has low contrast.
async function atRest(page) {
  await page.waitForLoadState('networkidle');
  await page.getByText(/^Loading/).first().waitFor({ state: 'detached' });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
}

// staffRoutes answers the back office's screens as its navigation links them, a post's
// preview and a page's editor.
async function staffRoutes(page) {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  // The navigation is drawn once the staff user is known: wait for its last screen's link.
  await nav.getByRole('link', { name: 'Audit trail' }).waitFor();
  const links = await nav.locator('a[href^="/admin/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  await page.goto(`${server.url}/admin/blog`, { waitUntil: 'networkidle' });
  const preview = await page.getByRole('link', { name: /^Preview / }).first().getAttribute('href');
  await page.goto(`${server.url}/admin/pages`, { waitUntil: 'networkidle' });
  const editor = await page.getByRole('link', { name: /^Edit / }).first().getAttribute('href');
  return [...new Set(links), preview, editor];
}

// contrastSuite checks every route at size ({ width, height }), on a server and browser of
// the calling file's own.
export function contrastSuite(size) {
  before(async () => {
    server = await startServer({ demo: true });
    browser = await startBrowser();
    samples = await samplePaths(server.url);
  });

  after(async () => {
    await browser?.stop();
    await server?.stop();
  });

  describe(`colour contrast at ${size.width} px`, () => {
    test('every public route reads', async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize(size);
      const problems = [];
      for (const route of publicRoutes) {
        const path = samples[route] ?? route;
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await atRest(page);
        problems.push(...(await contrastProblems(page, AxeBuilder)).map((p) => `${path}: ${p}`));
      }
      assert.deepEqual(problems, []);
      await page.close();
    });

    test('the sign-in page and every back-office route read', async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize(size);
      await page.goto(`${server.url}/admin/login`, { waitUntil: 'networkidle' });
      const problems = (await contrastProblems(page, AxeBuilder, { all: true })).map((p) => `/admin/login: ${p}`);
      // The navigation is beside the page on a desktop: its links are read there.
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, server.url);
      const routes = await staffRoutes(page);
      assert.ok(routes.length >= 13, `the navigation links ${routes.length} screens`);
      await page.setViewportSize(size);
      for (const path of routes) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await atRest(page);
        problems.push(...(await contrastProblems(page, AxeBuilder, { all: true })).map((p) => `${path}: ${p}`));
      }
      if (size.width < 768) {
        // The phone's menu, open.
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('navigation', { name: 'Back office' }).waitFor();
        await atRest(page);
        problems.push(...(await contrastProblems(page, AxeBuilder, { all: true })).map((p) => `the open menu: ${p}`));
      }
      assert.deepEqual(problems, []);
      await page.close();
    });
  });
}
