// The public forms' defences against bots (docs/security.md "Keeping bots off the public forms"),
// against the real binary in real Chromium, with the server's defaults: the ALTCHA
// challenge on (solved by the real widget, loaded with the form) and the rate limits on.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { admin, consoleErrors, gotoReady, startBrowser, startServer } from './harness.mjs';

let server;
let browser;
let token;
let widgetChunk;

const visitor = {
  name: 'Dana Steel',
  email: 'dana@fabricator.example',
  phone: '+1 312 555 0100',
  message: 'We need shop drawings for a 400 t warehouse.',
};

before(async () => {
  server = await startServer();
  browser = await startBrowser();
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: admin.username, password: admin.password }),
  });
  assert.equal(res.status, 200);
  token = (await res.json()).data;
  widgetChunk = await widgetChunkOf(server);
});

after(async () => {
  await browser?.stop();
  await server?.stop();
});

// widgetChunkOf is the built file of the ALTCHA widget's module, from Vite's manifest.
async function widgetChunkOf(srv) {
  const manifest = await (await fetch(`${srv.url}/.vite/manifest.json`)).json();
  const chunk = manifest['src/components/challenge/altcha-widget.ts'];
  assert.ok(chunk, 'the manifest lists the widget module');
  return `/${chunk.file}`;
}

// storedMessages reads the contact submissions through the staff REST API.
async function storedMessages() {
  const res = await fetch(`${server.url}/api/user/userData`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  return (await res.json()).data;
}

// sendMessage calls the Connect procedure with JSON, as a script would (no browser, so the
// cross-site check does not apply).
async function sendMessage(body, srv = server) {
  const res = await fetch(`${srv.url}/gusset.site.v1.ContactService/SendMessage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

function violations(body) {
  return (body.details ?? []).flatMap((d) => d.debug?.fieldViolations ?? []);
}

// openConnect opens /connect in a fresh page, recording the site's scripts, its workers
// and its calls for a challenge.
async function openConnect(srv = server) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = consoleErrors(page);
  const scripts = [];
  const workers = [];
  const challenges = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin !== srv.url) return;
    if (res.request().resourceType() === 'script') scripts.push(url.pathname);
    if (url.pathname === '/altcha/challenge') challenges.push(res.status());
  });
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await gotoReady(page, `${srv.url}/connect`);
  await page.getByRole('heading', { name: 'Send us a message' }).waitFor();
  return { page, errors, scripts, workers, challenges };
}

async function fillIn(page, who = visitor) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(who.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(who.phone);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(who.message);
}

const isSendMessage = (req) => req.url().endsWith('/gusset.site.v1.ContactService/SendMessage');

let spentPayload;

test('connect: a visitor’s message goes through, the challenge solved by the real widget while they type', async () => {
  const { page, errors, scripts, workers, challenges } = await openConnect();
  await page.waitForLoadState('networkidle');
  assert.ok(!scripts.includes(widgetChunk), 'the widget is not part of the page load');
  assert.deepEqual(challenges, [], 'no challenge before the form is used');

  await fillIn(page);
  const sent = page.waitForRequest(isSendMessage);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('✅ Message sent successfully!').waitFor();

  const body = (await sent).postDataJSON();
  assert.equal(body.website ?? '', '', 'the honeypot is sent empty');
  assert.ok(body.challenge, 'the message carries the solved challenge');
  const payload = JSON.parse(Buffer.from(body.challenge, 'base64').toString());
  assert.equal(payload.algorithm, 'SHA-256');
  assert.equal(typeof payload.number, 'number');
  assert.match(payload.signature, /^[0-9a-f]{64}$/);
  spentPayload = body.challenge;

  assert.ok(scripts.includes(widgetChunk), 'the widget loaded with the form');
  assert.ok(workers.some((w) => /^\/assets\/sha-[\w-]+\.js$/.test(w)), `the proof of work ran in the site's own worker: ${workers}`);
  assert.deepEqual(challenges, [200], 'one challenge fetched');
  assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), '', 'the form is reset');

  const messages = await storedMessages();
  assert.equal(messages.length, 1);
  assert.equal(messages[0].name, visitor.name);
  assert.equal(messages[0].message, visitor.message);
  assert.deepEqual(errors, [], 'no console errors (a CSP refusal of the widget or its worker would be one)');

  // The next message needs a new challenge; the browser solves it on its own.
  await fillIn(page, { ...visitor, name: 'Dana Steel (again)' });
  const again = page.waitForRequest(isSendMessage);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('✅ Message sent successfully!').waitFor();
  const second = (await again).postDataJSON().challenge;
  assert.ok(second && second !== spentPayload, 'a fresh challenge for the second message');
  assert.deepEqual(challenges, [200, 200]);
  assert.equal((await storedMessages()).length, 2);
  assert.deepEqual(errors, []);
  await page.close();
});

// Each test here counts against the address's 5 contact messages an hour (refused ones
// too): 2 sent, 1 replayed, 2 with the honeypot, then the limit.
test('connect: a solved challenge is accepted once', async () => {
  assert.ok(spentPayload, 'the previous test captured a payload');
  const replay = await sendMessage({ ...visitor, challenge: spentPayload });
  assert.equal(replay.status, 400);
  assert.deepEqual(violations(replay.body), [{ field: 'challenge', description: 'Please wait for the verification to finish, then try again.' }]);
  assert.equal((await storedMessages()).length, 2, 'nothing stored');
});

test('connect: a submission with the honeypot filled is refused and nothing is stored', async () => {
  // A script filling every field it finds.
  const direct = await sendMessage({ ...visitor, website: 'https://spam.example' });
  assert.equal(direct.status, 400);
  assert.deepEqual(violations(direct.body), [{ field: 'website', description: 'Your submission could not be accepted. Please try again.' }]);

  // A bot driving a browser: the field is off-screen, not display:none, so it fills it.
  const { page, errors } = await openConnect();
  const honeypot = page.locator('input[name="website"]');
  assert.equal(await honeypot.getAttribute('tabindex'), '-1');
  assert.ok(await honeypot.isVisible(), 'rendered (off-screen), not display:none');
  const box = await honeypot.boundingBox();
  assert.ok(box.x + box.width <= 0, `the honeypot is off-screen (${JSON.stringify(box)})`);
  await fillIn(page);
  await honeypot.fill('https://spam.example', { force: true });
  const sent = page.waitForRequest(isSendMessage);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('alert').getByText('Your submission could not be accepted. Please try again.').waitFor();
  assert.equal((await sent).postDataJSON().website, 'https://spam.example');
  assert.equal(await page.getByText('Message sent successfully!').count(), 0);
  assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), visitor.name, 'what was typed is kept');

  assert.equal((await storedMessages()).length, 2, 'nothing stored');
  // The browser logs the 400 answer: that one is expected.
  assert.deepEqual(errors.filter((e) => !e.includes('status of 400')), []);
  await page.close();
});

test('newsletter: a visitor signs up from a service page through the real widget', async () => {
  const page = await browser.context.newPage();
  const errors = consoleErrors(page);
  await gotoReady(page, `${server.url}/services/miscellaneous-steel-detailing`);
  const block = page.getByRole('region', { name: 'Sign up for our newsletter to get exclusive access to' });
  await block.getByLabel('Email address').fill('buyer@fab.example');
  const sent = page.waitForRequest((req) => req.url().endsWith('/gusset.site.v1.NewsletterService/Subscribe'));
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await block.getByText('Thanks — please check your inbox to confirm your subscription.').waitFor();
  const body = (await sent).postDataJSON();
  assert.equal(body.email, 'buyer@fab.example');
  assert.ok(body.challenge, 'the sign-up carries the solved challenge');
  assert.deepEqual(errors, []);
  await page.close();
});

// exhaustContactLimit spends this address's contact messages of the hour (5, refused
// attempts included) until the server answers 429; near the end of an hourly window it
// waits for the next one, so the browser's attempt falls in the same window.
async function exhaustContactLimit() {
  for (;;) {
    let last;
    for (let i = 0; i < 10 && last?.status !== 429; i++) last = await sendMessage(visitor);
    assert.equal(last.status, 429, `the limit answers 429, got ${JSON.stringify(last)}`);
    assert.equal(last.body.code, 'resource_exhausted');
    assert.match(last.body.message, /^Too many requests\. Please try again in /);
    if (Number(last.retryAfter) >= 30) return;
    await sleep((Number(last.retryAfter) + 1) * 1000);
  }
}

test('connect: too many messages from one address are refused with the server’s message', async () => {
  await exhaustContactLimit();
  const { page, errors } = await openConnect();
  await fillIn(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('alert').getByText(/Too many requests\. Please try again in \d+ minutes?\./).waitFor();
  assert.equal(await page.getByText('Failed to send message.').count(), 0);
  assert.deepEqual(errors.filter((e) => !e.includes('status of 429')), []);
  await page.close();
});

test('with FORM_CHALLENGE=off the forms send no challenge and still work', async () => {
  const plain = await startServer({ env: { FORM_CHALLENGE: 'off' } });
  try {
    assert.equal((await fetch(`${plain.url}/altcha/challenge`)).status, 404);
    const chunk = await widgetChunkOf(plain);
    const { page, errors, scripts, challenges } = await openConnect(plain);
    await fillIn(page);
    const sent = page.waitForRequest(isSendMessage);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('✅ Message sent successfully!').waitFor();
    assert.equal((await sent).postDataJSON().challenge ?? '', '');
    assert.deepEqual(challenges, [404]);
    assert.ok(!scripts.includes(chunk), 'the widget is not even downloaded');
    // The browser logs the challenge's 404: that one is expected.
    assert.deepEqual(errors.filter((e) => !e.includes('status of 404')), []);
    await page.close();
  } finally {
    await plain.stop();
  }
});
