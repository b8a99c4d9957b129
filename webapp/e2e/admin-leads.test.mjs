// A lead on a phone (375×812), in a real Chromium against the real binary with mail going to
// a real SMTP server (mailpit): staff sign in, open a contact message, assign it, note it,
// answer it (the visitor reads the reply in mailpit), move it to the trash, and read that
// move in words in the audit trail. No page scrolls sideways on the way.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { admin, consoleErrors, signIn, startBrowser, startServer } from './harness.mjs';
import { startMailpit } from './mailpit.mjs';

let mailpit;
let server;
let browser;
const visitor = { name: 'Priya Raman', email: 'priya.raman@northern-fabricators.example', phone: '+1 713 555 0142' };

before(async () => {
  mailpit = await startMailpit();
  server = await startServer({ env: { FORM_CHALLENGE: 'off', SMTP_URL: mailpit.smtpURL } });
  browser = await startBrowser();
  const res = await fetch(`${server.url}/gusset.site.v1.ContactService/SendMessage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...visitor, message: 'Can you detail the main steel of a 1,200-ton distribution centre?' }),
  });
  assert.equal(res.status, 200, `SendMessage: ${await res.text()}`);
});

after(async () => {
  await browser?.stop();
  await server?.stop();
  await mailpit?.stop();
});

// sideways is how far the page scrolls sideways (0 when it fits).
const sideways = (page) => page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);

test('a lead is triaged through a reply on a phone, and its trash move reads in words', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 375, height: 812 });
  const errors = consoleErrors(page);
  await signIn(page, server.url);

  await page.goto(`${server.url}/admin/connect-info`, { waitUntil: 'networkidle' });
  const card = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: visitor.name }) });
  await card.waitFor();
  assert.match(await card.locator('td[data-label="Received"]').textContent(), /\d{4}, \d+:\d\d/, 'the card shows when the message came');
  assert.equal(await card.locator('td[data-label="Status"]').textContent(), 'New', 'a new lead is New');
  assert.ok((await sideways(page)) <= 0, 'Connect Info fits the phone');

  await card.getByRole('button', { name: `Open the message from ${visitor.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message from ${visitor.name}` });
  await dialog.waitFor();
  await dialog.getByLabel('Assigned to').selectOption({ label: admin.username });
  await dialog.getByLabel('Assigned to').and(page.locator(':enabled')).waitFor();
  await dialog.getByLabel('Private note (not sent)').fill('Big job: quote by Friday.');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await dialog.getByText('Big job: quote by Friday.').waitFor();
  await dialog.getByLabel('Your reply').fill('Hello Priya,\n\nYes, we can. When may we call you?');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await page.getByText(`Reply to ${visitor.name} queued for sending.`).waitFor();
  await dialog.getByText('Status: Replied').waitFor();
  await dialog.locator('.contact-history__entry--reply').getByText('Yes, we can. When may we call you?').waitFor();
  assert.ok((await sideways(page)) <= 0, 'the message dialog fits the phone');

  // The visitor reads the reply, with their message quoted under it.
  const mail = await mailpit.message(visitor.email, /^Re: your message to /);
  assert.match(mail.text, /Yes, we can\. When may we call you\?/);
  assert.match(mail.text, /> Can you detail the main steel/);

  // The history follows the outbox: once sent, the reply says so.
  await page.reload({ waitUntil: 'networkidle' });
  await dialog.locator('.contact-history__entry--reply').getByText(/· sent$/).waitFor();

  await dialog.getByRole('button', { name: 'Move to trash' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByText('Move this contact message to the trash?').waitFor();
  await confirm.getByText('You can restore it for 30 days.').waitFor();
  assert.equal(await confirm.getByText('cannot be undone').count(), 0, 'a move to the trash can be undone');
  await confirm.getByRole('button', { name: 'Move to trash' }).click();
  await page.getByText('Message moved to the trash.').waitFor();
  await card.waitFor({ state: 'detached' });

  await page.goto(`${server.url}/admin/audit`, { waitUntil: 'networkidle' });
  const moved = page.getByRole('listitem').filter({ hasText: `${admin.username} moved contact message from '${visitor.name}' to the trash` });
  await moved.waitFor();
  assert.equal(await moved.getByRole('link', { name: `contact message from '${visitor.name}'` }).getAttribute('href'), '/admin/trash');
  await page.getByRole('listitem').filter({ hasText: `${admin.username} replied to the message from '${visitor.name}'` }).first().waitFor();
  // Table names and raw JSON wait behind Details.
  const table = moved.getByText('contact_messages', { exact: true });
  assert.equal(await table.isVisible(), false, 'the table name is hidden until Details is opened');
  await moved.getByText('Details').click();
  await table.waitFor();
  assert.ok((await sideways(page)) <= 0, 'the audit trail fits the phone');

  assert.deepEqual(errors, [], 'no console errors');
  await page.close();
});
