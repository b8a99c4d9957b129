// Drafts, scheduled posts and the announcement in a real Chromium against the real binary:
// staff schedule a post (it stays off the public site, staff preview it, publishing it
// shows it), and the announcement staff save opens once on the home page.
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


async function publicRpc(service, method, body) {
  const res = await fetch(`${server.url}/gusset.site.v1.${service}/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

// A datetime-local value in the browser's zone, an hour from now.
function inAnHour() {
  const d = new Date(Date.now() + 60 * 60 * 1000);
  const pad = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test('staff schedule a post: hidden publicly, previewed by staff, public once published', async () => {
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/blog`);
  await page.getByText('No blogs found.').waitFor();
  await page.getByRole('button', { name: '+ Add New Blog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  await editor.waitFor();
  await dialog.getByLabel('Title').fill('Scheduled connection notes');
  await editor.click();
  await page.keyboard.type('Shear tabs and clip angles');
  await dialog.getByLabel('Schedule').check();
  await dialog.getByText(/Time zone: /).waitFor();
  await dialog.getByLabel('Publish at').fill(inAnHour());
  await dialog.getByRole('button', { name: 'Add' }).click();
  await dialog.waitFor({ state: 'hidden' });

  const row = page.getByRole('row', { name: /Scheduled connection notes/ });
  await row.getByText(/^Scheduled for /).waitFor();
  const { body: list } = await publicRpc('BlogService', 'ListPosts', {});
  assert.equal(list.posts?.length ?? 0, 0, 'the public list has no scheduled post');

  // Staff preview it with the public page's components.
  await row.getByRole('link', { name: /Preview/ }).click();
  await page.waitForURL('**/admin/blog/*/preview');
  await page.getByRole('heading', { level: 1, name: 'Scheduled connection notes' }).waitFor();
  await page.getByText(/Scheduled for /).waitFor();
  const id = page.url().split('/').at(-2);
  assert.equal((await publicRpc('BlogService', 'GetPost', { id })).status, 404, 'the public read answers 404');

  // Its public page says it is not there…
  const visitor = await browser.context.newPage();
  await visitor.goto(`${server.url}/resources/wbt-blog/${id}`);
  await visitor.getByText('Blog not found').waitFor();

  // …until staff publish it now.
  await page.goto(`${server.url}/admin/blog`);
  await page.getByRole('button', { name: 'Edit Scheduled connection notes' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Blog' });
  await edit.getByRole('textbox', { name: 'Content' }).waitFor();
  await edit.getByLabel('Publish now').check();
  await edit.getByRole('button', { name: 'Update' }).click();
  await edit.waitFor({ state: 'hidden' });
  await page.getByRole('row', { name: /Scheduled connection notes/ }).getByText('Published').waitFor();
  await visitor.goto(`${server.url}/resources/wbt-blog/${id}`);
  await visitor.getByRole('heading', { level: 1, name: 'Scheduled connection notes' }).waitFor();
  assert.deepEqual(errors, [], 'no console errors');
});

test('the announcement staff save opens once on the home page, with its link in a new tab', async () => {
  const page = await browser.context.newPage();
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/announcement`);
  await page.getByText('Not shown on the home page now.').waitFor();
  await page.getByLabel('Title').fill('Meet us at NASCC');
  await page.getByLabel('Description').fill('Booth 1234, all three days.');
  await page.getByLabel('Link (optional)').fill('javascript:alert(1)');
  await page.getByLabel('Show the announcement').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Link must be a full http:// or https:// address').waitFor();
  await page.getByLabel('Link (optional)').fill('https://www.aisc.org/nascc');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Shown on the home page now.').waitFor();

  const home = await browser.context.newPage();
  const errors = consoleErrors(home);
  await home.goto(`${server.url}/`);
  const dialog = home.getByRole('dialog', { name: 'Meet us at NASCC' });
  await dialog.waitFor();
  await dialog.getByText('Booth 1234, all three days.').waitFor();
  assert.equal(await dialog.getByRole('link', { name: /View/ }).getAttribute('target'), '_blank');
  await home.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // A second visit: the announcement arrives but the dialog stays closed.
  const answered = home.waitForResponse((res) => res.url().includes('AnnouncementService/GetActiveAnnouncement'));
  await home.reload();
  const res = await answered;
  assert.equal(res.status(), 200);
  await home.getByRole('list', { name: 'Explore' }).waitFor();
  await home.waitForLoadState('networkidle');
  assert.equal(await home.locator('dialog[open]').count(), 0, 'not shown again after a reload');
  assert.deepEqual(errors, [], 'no console errors');
});
