// Browser sessions as a user meets them (docs/security.md, "Browser sessions"): a closed
// tab comes back signed in, a mailed link opened signed out lands on its page after
// sign-in, and a spent invitation offers a fresh link in one click.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { admin, consoleErrors, startBrowser, startServer } from './harness.mjs';
import { startMailpit } from './mailpit.mjs';
import { call, clientWithProject, invitationLink, staffToken } from './portal-fixture.mjs';

let mailpit;
let server;
let staffBrowser;
let clientBrowser;

before(async () => {
  mailpit = await startMailpit();
  server = await startServer({ env: { SMTP_URL: mailpit.smtpURL, FORM_CHALLENGE: 'off' } });
  staffBrowser = await startBrowser();
  clientBrowser = await startBrowser();
});

after(async () => {
  await clientBrowser?.stop();
  await staffBrowser?.stop();
  await server?.stop();
  await mailpit?.stop();
});

const day = 24 * 60 * 60;
const staffCookie = async () => (await staffBrowser.context.cookies(server.url)).find((c) => c.name.endsWith('gusset_staff'));

async function fillSignIn(page) {
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
}

test('a closed tab comes back signed in, kept for 30 days when asked', async () => {
  const page = await staffBrowser.context.newPage();
  const errors = consoleErrors(page);
  await page.goto(`${server.url}/admin/login`);
  await fillSignIn(page);
  await page.getByLabel('Keep me signed in for 30 days').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
  const cookie = await staffCookie();
  assert.ok(cookie?.httpOnly, 'the session is an HttpOnly cookie');
  assert.ok(cookie.expires > Date.now() / 1000 + 29 * day, `got the cookie ending at ${cookie.expires}, want about 30 days ahead`);
  await page.close();

  const again = await staffBrowser.context.newPage();
  await again.goto(`${server.url}/admin/dashboard`);
  await again.getByText(`Signed in as ${admin.username}`).waitFor();
  assert.equal(new URL(again.url()).pathname, '/admin/dashboard');

  // Signing out ends it for every tab.
  await again.getByRole('button', { name: 'Logout' }).click();
  await again.waitForURL((url) => url.pathname === '/admin/login');
  assert.equal(await staffCookie(), undefined, 'the logout clears the cookie');
  assert.deepEqual(errors, []);
  await again.close();
});

test('a mailed link to an estimate request, opened signed out, lands on its page after sign-in', async () => {
  const submitted = await fetch(`${server.url}/gusset.site.v1.EstimateService/SubmitEstimate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Ana Ortiz', company: 'Gulf Fabricators', email: 'ana@gulf.example', phone: '+1 713 555 0100',
      projectName: 'Baytown pipe rack', city: 'Baytown', region: 'TX', country: 'USA', services: ['structural-steel-detailing'],
      structureType: 'Pipe rack', drawingStatus: 'FOR_BID', neededBy: '2099-01-15', software: 'TEKLA', deliverables: ['SHOP_ERECTION'],
    }),
  });
  assert.equal(submitted.status, 200, await submitted.text());
  const { estimates } = await call(server.url, await staffToken(server.url), 'gusset.admin.v1.EstimateRequestService/SearchEstimates', { pageSize: 5 });
  const estimate = estimates.find((e) => e.projectName === 'Baytown pipe rack');

  const page = await staffBrowser.context.newPage();
  const deepLink = `/admin/estimates/${estimate.id}`;
  await page.goto(`${server.url}${deepLink}`);
  await page.waitForURL((url) => url.pathname === '/admin/login' && url.searchParams.get('next') === deepLink);
  await fillSignIn(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === deepLink);
  await page.getByText('Baytown pipe rack').first().waitFor();
  // Without "keep me signed in" the cookie ends with the browser.
  assert.equal((await staffCookie()).expires, -1);
  await page.close();
});

test('a spent invitation offers a fresh link in one click, which signs the client in', async () => {
  const staff = await staffToken(server.url);
  const email = 'lee@harbor.example';
  const { link } = await clientWithProject(server.url, mailpit, staff, { org: 'Harbor Steel', email, project: 'Pier 9 shed', jobNumber: 'J-3901' });
  const page = await clientBrowser.context.newPage();
  await page.goto(`${server.url}${link}`);
  await page.waitForURL('**/portal/projects');
  await page.getByRole('link', { name: 'Pier 9 shed' }).waitFor();
  await clientBrowser.context.clearCookies();

  // The same link again: used, so it cannot sign in, but it can send a fresh one.
  await page.goto(`${server.url}${link}`);
  await page.getByRole('alert').waitFor();
  await page.getByRole('button', { name: 'Send me a fresh link' }).click();
  await page.getByRole('status').filter({ hasText: 'a fresh one is on its way' }).waitFor();
  let fresh = link;
  for (let i = 0; i < 600 && fresh === link; i++) {
    fresh = await invitationLink(mailpit, email);
    if (fresh === link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.notEqual(fresh, link, 'a fresh link is mailed to the invited address');
  await page.goto(`${server.url}${fresh}`);
  await page.waitForURL('**/portal/projects');
  await page.getByRole('link', { name: 'Pier 9 shed' }).waitFor();
  await page.close();
});

// The binary has no clock a test can move, so an invitation cannot be made to expire here;
// the expired case is covered by the Go tests of RequestFreshLink (injected clock), and the
// page offers the same button for an expired link as for a used one.
test.skip('an expired invitation offers a fresh link (needs a clock the binary does not offer)');
