import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { admin, consoleErrors, startBrowser, startServer } from './harness.mjs';
import { stepNow, totp } from './totp.mjs';

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

async function signIn(page, username, password) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/login');
}

test('create a second staff account, which sets its password, enrols two-factor sign-in and signs in with a code', async () => {
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  const bea = { username: 'e2e-bea', password: 'bea chooses her own' };

  // The admin creates the account; the temporary password is shown once.
  await signIn(page, admin.username, admin.password);
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('heading', { name: 'Staff accounts' }).first().waitFor();
  await page.getByLabel('Username').fill(bea.username);
  await page.getByRole('button', { name: 'Create account' }).click();
  const temporary = (await page.getByTestId('temporary-password').textContent()).trim();
  assert.ok(temporary.length >= 16, `a generated temporary password, got ${temporary}`);
  await page.getByRole('cell', { name: bea.username, exact: true }).waitFor();
  await signOut(page);

  // At the first sign-in the back office asks for a new password before anything else.
  await signIn(page, bea.username, temporary);
  await page.waitForURL('**/admin/account');
  await page.getByText('Choose a new password before using the back office.').waitFor();
  await page.goto(`${server.url}/admin/dashboard`);
  await page.waitForURL('**/admin/account');
  await page.getByLabel('Current password').fill(temporary);
  await page.getByLabel('New password (at least 8 characters)').fill(bea.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password changed').first().waitFor();

  // Two-factor set-up: the key shown (also in the QR code) makes the codes.
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await page.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent()).trim();
  const enrolStep = stepNow();
  await page.getByLabel('Code from the app').fill(totp(secret, enrolStep));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  assert.equal(await codes.count(), 10, 'ten recovery codes are shown');
  await signOut(page);

  // The REST shim has no second step: it says so instead of signing in.
  const rest = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(bea),
  });
  const restBody = await rest.json();
  assert.equal(rest.status, 403);
  assert.match(restBody.error.message, /two-factor/);

  // Signing in now takes a code; the enrolment's code cannot be used again, so the next
  // time step's code is given (the server accepts one step either side of its clock).
  await signIn(page, bea.username, bea.password);
  await page.getByRole('heading', { name: 'Two-factor sign in' }).waitFor();
  await page.getByLabel('Authenticator code').fill(totp(secret, enrolStep));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('the code is wrong, expired or already used').waitFor();
  await page.getByLabel('Authenticator code').fill(totp(secret, Math.max(enrolStep + 1, stepNow())));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/admin/dashboard');

  // The audit trail says what happened in words, newest first.
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
  for (const sentence of [
    `${bea.username} signed in with a two-factor code`,
    `${bea.username} failed to sign in (wrong two-factor code)`,
    `${bea.username} turned on two-factor sign-in`,
    `${bea.username} changed their password`,
    `${admin.username} created staff account '${bea.username}'`,
  ]) {
    await page.getByText(sentence, { exact: true }).first().waitFor();
  }

  assert.deepEqual(errors.filter((e) => !/40[13]/.test(e)), [], 'no console errors besides the expected refusals');
  await page.close();
});
