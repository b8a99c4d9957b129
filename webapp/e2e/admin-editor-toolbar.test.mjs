// The rich-text editor's toolbar selects show their whole text in the newsletter form and
// in the blog dialog, on a phone and on a desktop, in a real Chromium: a select's box is
// at least as tall and as wide as the browser would draw it unconstrained. (A rule for the
// newsletter form's own select once padded the toolbar's selects inside their fixed
// height, which cut their text.)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signIn, startBrowser, startServer } from './harness.mjs';

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

// clippedSelects lists the toolbar selects in root whose box is smaller than what their
// text needs: the same select, unconstrained (height, width and their limits auto), beside
// it in the same container is the size the browser needs to draw it whole.
async function clippedSelects(root) {
  await root.locator('.rte__select').first().waitFor();
  return root.locator('.rte__select').evaluateAll((selects) =>
    selects.flatMap((select) => {
      const probe = select.cloneNode(true);
      probe.value = select.value;
      Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', height: 'auto', minHeight: '0', maxHeight: 'none', width: 'auto', minWidth: '0', maxWidth: 'none' });
      select.after(probe);
      const need = probe.getBoundingClientRect();
      probe.remove();
      const box = select.getBoundingClientRect();
      const name = select.getAttribute('aria-label');
      const problems = [];
      if (box.height + 0.5 < need.height) problems.push(`${name}: ${box.height.toFixed(1)} px tall, its text needs ${need.height.toFixed(1)} px`);
      if (box.width + 0.5 < need.width) problems.push(`${name}: ${box.width.toFixed(1)} px wide, its text needs ${need.width.toFixed(1)} px`);
      // Nor may its container cut it off.
      for (let up = select.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const r = up.getBoundingClientRect();
        if (box.left < r.left - 0.5 || box.right > r.right + 0.5 || box.top < r.top - 0.5 || box.bottom > r.bottom + 0.5) problems.push(`${name}: cut by ${up.className || up.tagName}`);
        break;
      }
      return problems;
    }),
  );
}

for (const size of [{ width: 375, height: 812 }, { width: 1280, height: 800 }]) {
  describe(`the editor's toolbar at ${size.width} px`, () => {
    test('the newsletter editor shows its selects whole', async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize(size);
      await signIn(page, server.url);
      await page.goto(`${server.url}/admin/connect-info`, { waitUntil: 'networkidle' });
      const form = page.locator('form.newsletter-form');
      await form.waitFor();
      assert.deepEqual(await clippedSelects(form), []);
      await page.close();
    });

    test("the blog dialog's editor shows its selects whole", async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize(size);
      await signIn(page, server.url);
      await page.goto(`${server.url}/admin/blog`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: '+ Add New Blog' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
      await dialog.waitFor();
      assert.deepEqual(await clippedSelects(dialog), []);
      await page.close();
    });
  });
}
