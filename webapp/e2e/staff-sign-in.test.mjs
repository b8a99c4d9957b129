import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { admin, consoleErrors, startBrowser, startServer } from './harness.mjs';

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

// staffCall calls a staff-only procedure the way the React app does (Connect JSON).
async function staffCall(token) {
  const res = await fetch(`${server.url}/gusset.admin.v1.StaffService/ListStaff`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: '{}',
  });
  return { status: res.status, body: await res.json() };
}

test('staff sign in through the UI, see the dashboard, sign out, and the old token stops working', async () => {
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);

  await page.goto(`${server.url}/admin`);
  await page.waitForURL((url) => url.pathname === '/admin/login');

  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('invalid credential').first().waitFor();
  assert.equal(await page.evaluate(() => sessionStorage.length), 0, 'a failed sign-in stores nothing');

  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('login successful').first().waitFor();
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.getByText(`Signed in as ${admin.username}`).waitFor();

  assert.equal(await page.evaluate(() => sessionStorage.length + localStorage.length), 0, 'the page keeps no session of its own');
  assert.equal(await page.evaluate(() => document.cookie.includes('gusset_staff')), false, "the page's script cannot read the session");
  const cookie = (await browser.context.cookies(server.url)).find((c) => c.name.endsWith('gusset_staff'));
  assert.ok(cookie?.httpOnly, 'the session is an HttpOnly cookie');
  assert.equal(cookie.sameSite, 'Lax');
  const token = cookie.value;
  assert.equal((await staffCall(token)).status, 200, "the cookie's token opens staff calls while signed in");

  // A reload keeps the session (the cookie survives it).
  await page.reload();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByText('You have been logged out successfully.').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/admin/login');

  const afterLogout = await staffCall(token);
  assert.equal(afterLogout.status, 401, 'the token is revoked on the server at logout');
  assert.equal(afterLogout.body.code, 'unauthenticated');

  assert.equal((await browser.context.cookies(server.url)).some((c) => c.name.endsWith('gusset_staff')), false, 'the logout clears the cookie');

  // Signed out, the dashboard route sends the visitor back to the sign-in page.
  await page.goto(`${server.url}/admin/dashboard`);
  await page.waitForURL((url) => url.pathname === '/admin/login' && url.searchParams.get('next') === '/admin/dashboard');

  assert.deepEqual(errors.filter((e) => !e.includes('401')), [], 'no console errors besides the expected 401s');
  await page.close();
});

test('a staff call without a token or with a made-up token is refused', async () => {
  for (const token of [undefined, 'made-up-token']) {
    const res = await staffCall(token);
    assert.equal(res.status, 401);
    assert.equal(res.body.code, 'unauthenticated');
  }
});

test('the REST shim signs in with a form body and refuses a wrong password with 401', async () => {
  const login = (password) => fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: admin.username, password }),
  });
  const ok = await login(admin.password);
  assert.equal(ok.status, 200);
  assert.match((await ok.json()).data, /^[A-Za-z0-9_-]{43}$/);
  const bad = await login('wrong');
  assert.equal(bad.status, 401);
  assert.ok((await bad.json()).error.message);
});
