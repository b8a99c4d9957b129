// Every back-office screen and its main dialogs fit a phone (375×812) and a desktop
// (1280×800) in a real Chromium against the real binary with the demo content: no
// page-level sideways scrolling (wide tables scroll inside their own box or become cards),
// the sidebar is a menu on the phone, and touch targets there are at least 44 px.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { consoleErrors, signIn, startBrowser, startServer } from './harness.mjs';

let server;
let browser;

before(async () => {
  // No challenge: the test sends a contact message (a lead) as a visitor would, the demo has none.
  server = await startServer({ demo: true, env: { FORM_CHALLENGE: 'off' } });
  browser = await startBrowser();
  const res = await fetch(`${server.url}/gusset.site.v1.ContactService/SendMessage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Priya Raman',
      email: 'priya.raman.estimating@northern-fabricators.example.com',
      phone: '+1 713 555 0142',
      message: 'We have a 1,200-ton distribution centre out for bid next week. Can you detail the main steel and the connections, with PE stamping for Texas?',
    }),
  });
  assert.equal(res.status, 200, `SendMessage: ${await res.text()}`);
  // An estimate request, so the Estimates screen shows its table.
  const est = await fetch(`${server.url}/gusset.site.v1.EstimateService/SubmitEstimate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Priya Raman', company: 'Northern Fabricators of the Gulf Coast', email: 'priya.raman.estimating@northern-fabricators.example.com',
      phone: '+1 713 555 0142', projectName: 'Houston 1,200-ton distribution centre, phase two', city: 'Houston', region: 'TX',
      country: 'USA', services: ['structural-steel-detailing'], structureType: 'Warehouse', drawingStatus: 'FOR_BID',
      neededBy: '2099-01-15', software: 'TEKLA', deliverables: ['SHOP_ERECTION'],
    }),
  });
  assert.equal(est.status, 200, `SubmitEstimate: ${await est.text()}`);
});

after(async () => {
  await browser?.stop();
  await server?.stop();
});

// Every staff route with the heading the admin layout shows on it.
const routes = [
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/analytics', 'Analytics'],
  ['/admin/blog', 'Blog'],
  ['/admin/case-studies', 'Case studies'],
  ['/admin/announcement', 'Announcement'],
  ['/admin/pages', 'Pages'],
  ['/admin/pages/edit?path=/our-firm', 'Edit page'],
  ['/admin/site-settings', 'Site settings'],
  ['/admin/gallery', 'Gallery Management'],
  ['/admin/portfolio', 'Portfolio Projects'],
  ['/admin/career', 'Career'],
  ['/admin/applicants', 'Applicants'],
  ['/admin/estimates', 'Estimates'],
  ['/admin/connect-info', 'Connect Info'],
  ['/admin/outbox', 'Outbox'],
  ['/admin/projects', 'Projects'],
  ['/admin/clients', 'Clients'],
  ['/admin/trash', 'Trash'],
  ['/admin/staff', 'Staff accounts'],
  ['/admin/audit', 'Audit trail'],
  ['/admin/account', 'My account'],
];

const sizes = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];


// open loads a staff screen and waits until it has its data (no request in flight, no
// loading line left).
async function open(page, path, heading) {
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByText(/^Loading/).first().waitFor({ state: 'detached' });
}

// overflow is how far the page scrolls sideways (0 when it fits), with what sticks out.
async function overflow(page) {
  return page.evaluate(() => {
    const doc = document.scrollingElement;
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > width + 1 && getComputedStyle(el).position !== 'fixed';
      })
      // The outermost culprits only: their children follow them.
      .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (right ${Math.round(el.getBoundingClientRect().right)})`);
    return { by: doc.scrollWidth - width, wide };
  });
}

// fitProblems says how what on screen does not fit, if it does not.
async function fitProblems(page, what) {
  const { by, wide } = await overflow(page);
  return by <= 0 ? [] : [`${what}: the page scrolls sideways by ${by} px (${wide.join(', ')})`];
}

async function assertFits(page, what) {
  assert.deepEqual(await fitProblems(page, what), []);
}

// smallTargets lists the controls under 44 px tall or wide within root (a CSS selector),
// as they are drawn. A checkbox or radio counts by its label when it has one (a tap on the
// label toggles it); links inside running text are exempt (WCAG 2.5.8's inline exception).
async function smallTargets(page, root) {
  return page.evaluate((rootSelector) => {
    const scope = document.querySelector(rootSelector);
    if (!scope) return [`no ${rootSelector}`];
    const controls = scope.querySelectorAll('button, a.button, .admin__nav-link, select, input:not([type=hidden]), textarea, summary, [role=tab]');
    const small = [];
    for (const el of controls) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[hidden], .visually-hidden')) continue;
      let r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if ((el.type === 'checkbox' || el.type === 'radio') && el.labels?.length) r = el.labels[0].getBoundingClientRect();
      if (r.height < 43.5 || r.width < 43.5) {
        const name = el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('name') || el.type || '';
        small.push(`${el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return small;
  }, root);
}

for (const size of sizes) {
  const phone = size.width < 768;
  describe(`the back office at ${size.width}×${size.height}`, () => {
    test('every screen fits the window', async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize(size);
      const errors = consoleErrors(page);
      await signIn(page, server.url);
      // Every screen is visited before the verdict, which lists all that do not fit.
      const problems = [];
      for (const [path, heading] of routes) {
        await open(page, path, heading);
        problems.push(...(await fitProblems(page, path)));
        if (phone) problems.push(...(await smallTargets(page, '.admin')).map((t) => `${path}: touch target under 44 px: ${t}`));
      }
      assert.deepEqual(problems, []);
      if (phone) {
        // Leads are read on a phone: each contact message is a card, nothing to scroll.
        await open(page, '/admin/connect-info', 'Connect Info');
        const messages = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Message' }) });
        const wrap = await messages.evaluate((table) => {
          const box = table.closest('.admin-table-wrap');
          return { scroll: box.scrollWidth - box.clientWidth, rows: table.tBodies[0].rows.length };
        });
        assert.ok(wrap.rows > 0, 'the demo has contact messages');
        assert.ok(wrap.scroll <= 0, `the contact messages scroll sideways by ${wrap.scroll} px inside their box`);
      }
      // A post's preview is a staff screen too.
      await open(page, '/admin/blog', 'Blog');
      await page.getByRole('link', { name: /^Preview / }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Blog preview' }).waitFor();
      await page.waitForLoadState('networkidle');
      await assertFits(page, 'the blog preview');
      assert.deepEqual(errors, [], 'no console errors');
      await page.close();
    });

    test(phone ? 'the sidebar is a menu the header opens' : 'the sidebar stays beside the page', async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize(size);
      await signIn(page, server.url);
      const nav = page.getByRole('navigation', { name: 'Back office' });
      const menu = page.getByRole('button', { name: 'Menu' });
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      if (!phone) {
        await nav.waitFor();
        assert.equal(await menu.isVisible(), false, 'no menu button');
        await page.close();
        return;
      }
      assert.equal(await nav.isVisible(), false, 'the navigation is folded away');
      await menu.click();
      await nav.waitFor();
      await assertFits(page, 'the open menu');
      assert.deepEqual(await smallTargets(page, '.admin__sidebar'), [], 'menu links under 44 px');
      await nav.getByRole('link', { name: 'Gallery' }).click();
      await page.getByRole('heading', { level: 1, name: 'Gallery Management' }).waitFor();
      await nav.waitFor({ state: 'hidden' });
      await page.close();
    });

    test('the main dialogs fit', async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize(size);
      const errors = consoleErrors(page);
      await signIn(page, server.url);
      const problems = [];
      // screen, its heading, the button that opens the dialog, the dialog's name.
      const dialogs = [
        ['/admin/blog', 'Blog', { name: '+ Add New Blog' }, 'Add New Blog'],
        ['/admin/blog', 'Blog', { name: /^Edit / }, 'Edit Blog'],
        ['/admin/blog', 'Blog', { name: /^Delete / }, 'Please confirm'],
        ['/admin/case-studies', 'Case studies', { name: '+ Add case study' }, 'Add case study'],
        ['/admin/case-studies', 'Case studies', { name: /^Edit / }, /^Edit case study: /],
        ['/admin/gallery', 'Gallery Management', { name: 'Add New Project' }, 'Add New Gallery Project'],
        ['/admin/gallery', 'Gallery Management', { name: /^Edit / }, /^Edit Gallery: /],
        ['/admin/portfolio', 'Portfolio Projects', { name: '+ Add New Project' }, 'Add New Portfolio'],
        ['/admin/portfolio', 'Portfolio Projects', { name: /^Edit / }, 'Edit Portfolio'],
        ['/admin/career', 'Career', { name: 'Add New Job' }, 'Add New Job'],
        ['/admin/career', 'Career', { name: /^Edit / }, 'Edit Job'],
        ['/admin/career', 'Career', { name: /^View Applicants for / }, /^Applicants for /],
        ['/admin/connect-info', 'Connect Info', { name: /^Open the message from / }, /^Message from /],
      ];
      for (const [path, heading, button, name] of dialogs) {
        await open(page, path, heading);
        await page.getByRole('button', button).first().click();
        const dialog = page.getByRole('dialog', { name });
        await dialog.waitFor();
        await page.waitForLoadState('networkidle');
        const what = `${path}: the dialog ${name}`;
        problems.push(...(await fitProblems(page, what)));
        const box = await dialog.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right, inner: el.scrollWidth - el.clientWidth };
        });
        if (box.left < 0 || box.right > size.width) problems.push(`${what} is outside the window (${Math.round(box.left)}–${Math.round(box.right)})`);
        if (box.inner > 0) problems.push(`${what} scrolls sideways by ${box.inner} px`);
        if (phone) problems.push(...(await smallTargets(page, 'dialog[open]')).map((t) => `${what}: touch target under 44 px: ${t}`));
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      // The gallery edit dialog's images, one by one: the question before removing one.
      await open(page, '/admin/gallery', 'Gallery Management');
      await page.getByRole('button', { name: /^Edit / }).first().click();
      const edit = page.getByRole('dialog', { name: /^Edit Gallery: / });
      await edit.getByRole('list', { name: 'Images in display order' }).getByRole('button', { name: /^Remove / }).first().click();
      const question = page.getByRole('dialog', { name: 'Please confirm' });
      await question.waitFor();
      problems.push(...(await fitProblems(page, '/admin/gallery: removing an image')));
      if (phone) problems.push(...(await smallTargets(page, 'dialog[open]')).map((t) => `/admin/gallery: removing an image: touch target under 44 px: ${t}`));
      await question.getByRole('button', { name: 'Cancel' }).click();
      await page.keyboard.press('Escape');
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, [], 'no console errors');
      await page.close();
    });
  });
}
