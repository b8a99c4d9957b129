// Blog admin in a real Chromium against the real binary: the draft-js editor (which jsdom
// cannot drive), the HTML it saves as the public page shows it, edit, delete, images, and
// that no public page downloads the editor.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { consoleErrors, sessionToken, signIn, startBrowser, startServer } from './harness.mjs';

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

// A string only draft-js's code contains (its editor component's name).
const draftMarker = 'DraftEditor';

// watchScripts records the JavaScript files a page downloads, each with whether it holds
// draft-js; draftScripts answers those that do, once their bodies are read.
function watchScripts(page) {
  const scripts = [];
  page.on('response', (res) => {
    if (!new URL(res.url()).pathname.endsWith('.js')) return;
    scripts.push({
      url: res.url(),
      // A body can be gone when the page navigated away before it was read: the same file
      // is fetched again by the next page that needs it.
      draft: res.text().then((body) => body.includes(draftMarker), () => false),
    });
  });
  return scripts;
}

async function draftScripts(scripts) {
  const found = [];
  for (const s of scripts) if (await s.draft) found.push(s.url);
  return found;
}


// rpc calls a public Connect procedure with JSON, the way the React app does.
async function rpc(method, body) {
  const res = await fetch(`${server.url}/gusset.site.v1.BlogService/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function onlyPost() {
  const { body } = await rpc('ListPosts', {});
  assert.equal(body.posts?.length, 1, 'exactly one post exists');
  return body.posts[0];
}

// publicPost opens the public page of a post and answers the HTML of its content, or
// undefined when the public page does not show the post (it is another engineer's screen).
async function publicPostHtml(page, id, heading) {
  await page.goto(`${server.url}/resources/wbt-blog/${id}`);
  try {
    await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 10_000 });
  } catch {
    return undefined;
  }
  return page.locator('article').first().innerHTML();
}

test('staff write, publish, edit and delete a post with the rich-text editor', async () => {
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  const scripts = watchScripts(page);
  await signIn(page, server.url);

  await page.goto(`${server.url}/admin/blog`);
  await page.getByText('No blogs found.').waitFor();
  assert.deepEqual(await draftScripts(scripts), [], 'the list alone does not load the editor');

  // Add: the editor arrives with the form.
  await page.getByRole('button', { name: '+ Add New Blog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  await editor.waitFor();
  assert.ok((await draftScripts(scripts)).length > 0, `opening the form loads the editor chunk (marker ${draftMarker})`);
  const height = await dialog.locator('.rte__content').evaluate((el) => el.getBoundingClientRect().height);
  assert.equal(Math.round(height), 280, 'the editor is 280 px high');

  // Validation first.
  await dialog.getByRole('button', { name: 'Add' }).click();
  await dialog.getByText('Title is required').waitFor();
  await dialog.getByText('Content cannot be empty').waitFor();

  await dialog.getByLabel('Title').fill('Steel connections explained');
  await editor.click();
  await page.keyboard.type('Connection design');
  await dialog.getByRole('combobox', { name: 'Heading' }).selectOption({ label: 'Heading 2' });
  await editor.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Every ');
  // Bold from the keyboard…
  await page.keyboard.press('Control+b');
  await page.keyboard.type('bolted');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' connection is checked ');
  // …italic from the toolbar.
  const italic = dialog.getByRole('button', { name: 'Italic' });
  await italic.click();
  assert.equal(await italic.getAttribute('aria-pressed'), 'true');
  await page.keyboard.type('twice');
  await italic.click();
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  const bullets = dialog.getByRole('button', { name: 'Bulleted list' });
  await bullets.click();
  assert.equal(await bullets.getAttribute('aria-pressed'), 'true');
  await page.keyboard.type('Shear tab');
  await page.keyboard.press('Enter');
  await page.keyboard.type('End plate');

  // A new post is a draft until staff choose to publish it.
  assert.ok(await dialog.getByLabel('Draft (not public)').isChecked(), 'a new post starts as a draft');
  await dialog.getByLabel('Publish now').check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await page.getByText('Blog created successfully').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('cell', { name: 'Steel connections explained', exact: true }).waitFor();

  const created = await onlyPost();
  assert.match(created.contentHtml, /<h2>Connection design<\/h2>/);
  assert.match(created.contentHtml, /<p>Every <strong>bolted<\/strong> connection is checked <em>twice<\/em>\.<\/p>/);
  assert.match(created.contentHtml, /<ul>\s*<li>Shear tab<\/li>\s*<li>End plate<\/li>\s*<\/ul>/);

  // The public page shows what was written.
  const shown = await publicPostHtml(page, created.id, 'Steel connections explained');
  if (shown === undefined) {
    test.diagnostic('the public post page did not show the post: checked through the API only');
  } else {
    const article = page.locator('article').first();
    await article.locator('h2', { hasText: 'Connection design' }).waitFor();
    await article.locator('strong', { hasText: 'bolted' }).waitFor();
    assert.deepEqual(await article.locator('ul > li').allTextContents(), ['Shear tab', 'End plate']);
  }

  // Edit: the content opens in the editor with its formatting.
  await page.goto(`${server.url}/admin/blog`);
  await page.getByRole('button', { name: 'Edit Steel connections explained' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Blog' });
  const editEditor = editDialog.getByRole('textbox', { name: 'Content' });
  await editEditor.waitFor();
  assert.equal(await editDialog.getByLabel('Title').inputValue(), 'Steel connections explained');
  await editEditor.locator('h2', { hasText: 'Connection design' }).waitFor();
  await editEditor.locator('[style*="font-weight: bold"]', { hasText: 'bolted' }).waitFor();
  assert.deepEqual(await editEditor.locator('li').allTextContents(), ['Shear tab', 'End plate']);

  await editDialog.getByLabel('Title').fill('Steel connections explained (revised)');
  await editEditor.locator('li', { hasText: 'End plate' }).click();
  await page.keyboard.press('End');
  // Enter twice: a new item, then out of the list.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Updated by the e2e test.');
  await editDialog.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Blog updated successfully').first().waitFor();
  await editDialog.waitFor({ state: 'hidden' });
  await page.getByRole('cell', { name: 'Steel connections explained (revised)', exact: true }).waitFor();

  const updated = await onlyPost();
  assert.equal(updated.id, created.id);
  assert.equal(updated.title, 'Steel connections explained (revised)');
  assert.equal(
    updated.contentHtml,
    created.contentHtml + '\n<p>Updated by the e2e test.</p>',
    'the content came back unchanged through the editor, plus the new paragraph',
  );

  // Delete, after the confirmation.
  await page.getByRole('button', { name: 'Delete Steel connections explained (revised)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByText('Move this blog post to the trash?').waitFor();
  await confirm.getByRole('button', { name: 'Move to trash' }).click();
  await page.getByText('Blog deleted successfully').first().waitFor();
  await page.getByText('No blogs found.').waitFor();
  assert.equal((await rpc('GetPost', { id: created.id })).status, 404);

  assert.deepEqual(errors, [], 'no console errors');
  await page.close();
});

// Every format the toolbar makes, as the editor exports it (editor-html.test.ts).
const allFormats = [
  '<h1>One</h1>',
  '<h3 style="text-align: center">Centred</h3>',
  '<p style="text-align: justify"><strong>bold</strong> <em>italic</em> <u>under</u> ' +
    '<span style="color: #c0392b; background-color: #fff3a3; font-family: Times New Roman, serif">styled</span> ' +
    '<span style="font-family: Georgia, serif">serif</span> <a href="https://example.com/a?b=1&amp;c=2">link</a> ' +
    '<a href="mailto:info@example.com">mail</a></p>',
  '<ol>\n  <li>first</li>\n</ol>',
  '<ul>\n  <li style="text-align: right">item</li>\n</ul>',
  '<pre><code>if (a &lt; b) {\n  go();\n}</code></pre>',
].join('\n');

test('every format survives the server and opens in the editor unchanged', async () => {
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  await signIn(page, server.url);
  const token = await sessionToken(browser.context, server.url);
  const res = await fetch(`${server.url}/gusset.admin.v1.BlogService/CreatePost`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ post: { title: 'All formats', contentHtml: allFormats } }),
  });
  assert.equal(res.status, 200);
  const stored = (await res.json()).post.contentHtml;
  // The sanitizer keeps all of it; it only gives links its own rel.
  assert.equal(stored, allFormats.replaceAll(/<a href="([^"]+)">/g, '<a href="$1" rel="nofollow noopener noreferrer">'));

  // Opened and saved without a change, the post comes back as the editor wrote it.
  await page.goto(`${server.url}/admin/blog`);
  await page.getByRole('button', { name: 'Edit All formats' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blog' });
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  await editor.locator('h1', { hasText: 'One' }).waitFor();

  // A colour chosen with nothing selected applies to what is typed next.
  await editor.locator('h1').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' ');
  await dialog.getByRole('combobox', { name: 'Text colour' }).selectOption({ label: 'Green' });
  await page.keyboard.type('green');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Blog updated successfully').first().waitFor();

  const saved = await onlyPost();
  assert.equal(saved.contentHtml, stored.replace('<h1>One</h1>', '<h1>One <span style="color: #1f7a3a">green</span></h1>'));

  await page.getByRole('button', { name: 'Delete All formats' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Move to trash' }).click();
  await page.getByText('No blogs found.').waitFor();
  assert.deepEqual(errors, [], 'no console errors');
  await page.close();
});

// A 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('an image inserted from the toolbar is uploaded, shown, saved and served', async () => {
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/blog`);
  await page.getByRole('button', { name: '+ Add New Blog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Blog' });
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  await editor.waitFor();
  await dialog.getByLabel('Title').fill('Truss photo');

  // An image alone is content.
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await (await chooser).setFiles({ name: 'roof-truss.png', mimeType: 'image/png', buffer: png });
  const image = editor.getByRole('img', { name: 'roof truss' });
  await image.waitFor();
  assert.ok(await image.evaluate((img) => img.complete && img.naturalWidth === 1), 'the editor shows the chosen file');

  // One uploaded image per post (the server keeps one). The button stays focusable and
  // says why it does nothing; Playwright waits on aria-disabled, hence force.
  const insert = dialog.getByRole('button', { name: 'Insert image' });
  assert.equal(await insert.getAttribute('aria-disabled'), 'true');
  await insert.click({ force: true });
  await dialog.getByText('This post already has an image.').waitFor();

  await dialog.getByLabel('Publish now').check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await page.getByText('Blog created successfully').first().waitFor();

  const post = await onlyPost();
  const src = post.contentHtml.match(/<img src="([^"]+)"/)?.[1];
  assert.match(src ?? '', /^\/files\/blog_image\/[0-9a-f-]+\.png$/, post.contentHtml);
  assert.equal(post.image?.path, src, 'the inserted image is the post image');
  const served = await fetch(server.url + src);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/png');

  // Deleting the image from the content removes it from the post.
  await page.getByRole('button', { name: 'Edit Truss photo' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Blog' });
  const editEditor = editDialog.getByRole('textbox', { name: 'Content' });
  await editEditor.getByRole('img', { name: 'roof truss' }).waitFor();
  await editEditor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('No photo after all.');
  await editDialog.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Blog updated successfully').first().waitFor();
  const updated = await onlyPost();
  assert.equal(updated.image, undefined, 'the image was removed with the content that showed it');
  assert.doesNotMatch(updated.contentHtml, /<img/);

  // Clean up for the next test.
  await page.getByRole('button', { name: 'Delete Truss photo' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Move to trash' }).click();
  await page.getByText('No blogs found.').waitFor();

  assert.deepEqual(errors, [], 'no console errors');
  await page.close();
});

test('public pages never download the editor', async () => {
  const page = await browser.context.newPage();
  const scripts = watchScripts(page);
  for (const path of ['/', '/resources/wbt-blog', '/resources']) {
    await page.goto(server.url + path);
    await page.waitForLoadState('networkidle');
  }
  assert.ok(scripts.length > 0, 'scripts were seen');
  assert.deepEqual(await draftScripts(scripts), [], 'no public page script contains draft-js');
  await page.close();
});
