// A quote end to end, in real Chromium against the real binary with mail delivered to
// mailpit: a request with files → staff write terms and a quote from the request's page,
// read the server's totals and send it → the mail → the requester, on a phone-sized window,
// asks a question → staff answer it (mailed back) → a revision goes out (the first link
// says it was superseded) → the requester accepts → the project exists with the request's
// files and the accepted PDF, and the requester's portal invitation arrives.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { consoleErrors, gotoReady, signIn, startBrowser, startServer } from './harness.mjs';
import { startMailpit } from './mailpit.mjs';
import { call, staffToken } from './portal-fixture.mjs';
import { fits, fitsAndPasses } from './submittals-helpers.mjs';

let mailpit;
let server;
let staffBrowser;
let phone;
let staff;

before(async () => {
  mailpit = await startMailpit();
  // No challenge: the request is sent through the API as the form would send it.
  server = await startServer({ env: { SMTP_URL: mailpit.smtpURL, FORM_CHALLENGE: 'off' } });
  staffBrowser = await startBrowser();
  phone = await startBrowser({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  staff = await staffToken(server.url);
});

after(async () => {
  await phone?.stop();
  await staffBrowser?.stop();
  await server?.stop();
  await mailpit?.stop();
});

const requester = { name: 'Dana Whitfield', company: 'Prairie Steel Fabricators', email: 'dana@prairie-steel.example' };
const files = ['plan-set.pdf', 'bid-model.ifc'];
// day is today (UTC) moved by offset days, as YYYY-MM-DD.
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const proposalLink = /\/proposals\/[0-9a-f-]{36}\.[\w-]+/;

// upload sends a small file over tus as the estimate form's uploader does; answers its id.
async function upload(owner, name) {
  const data = Buffer.concat([Buffer.from(`%PDF-1.7\n% ${name}\n`), randomBytes(2048)]);
  const meta = `filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from('application/octet-stream').toString('base64')}`;
  const head = { 'Tus-Resumable': '1.0.0', 'Gusset-Upload-Owner': owner };
  const created = await fetch(`${server.url}/uploads/tus/`, { method: 'POST', headers: { ...head, 'Upload-Length': String(data.length), 'Upload-Metadata': meta } });
  assert.equal(created.status, 201, await created.text());
  const sent = await fetch(new URL(created.headers.get('Location'), server.url), {
    method: 'PATCH',
    headers: { ...head, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: data,
  });
  assert.equal(sent.status, 204, await sent.text());
  return created.headers.get('Gusset-Upload-Id');
}

// mailWith waits for the mail to address whose subject and text match, and answers its text.
async function mailWith(address, subject, text) {
  for (;;) {
    const mail = await mailpit.message(address, subject);
    if (text.test(mail.text)) return mail.text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function linkIn(text) {
  const found = text.match(proposalLink);
  assert.ok(found, `the mail holds a proposal link:\n${text}`);
  return found[0];
}

// confirmAll accepts the page's confirmation dialogs (sending a revision asks first).
function confirmAll(page) {
  page.on('dialog', (dialog) => void dialog.accept());
}

let request;
let staffPage;
let staffErrors;
let firstLink;
let number;

test('a request arrives with its files and staff write the terms they quote on', async () => {
  const owner = randomBytes(32).toString('base64url');
  const uploadIds = [];
  for (const name of files) uploadIds.push(await upload(owner, name));
  const submitted = await fetch(`${server.url}/gusset.site.v1.EstimateService/SubmitEstimate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...requester, phone: '+1 306 555 0142', projectName: 'Regina distribution centre', city: 'Regina', region: 'SK', country: 'Canada',
      services: ['structural-steel-detailing'], structureType: 'Warehouse', tonnage: '120', drawingStatus: 'FOR_BID', neededBy: day(20),
      software: 'TEKLA', deliverables: ['SHOP_ERECTION'], uploadIds, uploadOwner: owner,
    }),
  });
  const answer = await submitted.text();
  assert.equal(submitted.status, 200, answer);
  ({ estimate: request } = await call(server.url, staff, 'gusset.admin.v1.EstimateRequestService/GetEstimate', { id: JSON.parse(answer).id }));
  assert.equal(request.files.length, 2);

  staffPage = await staffBrowser.context.newPage();
  staffErrors = consoleErrors(staffPage);
  confirmAll(staffPage);
  await signIn(staffPage, server.url);
  await staffPage.goto(`${server.url}/admin/quote-templates`);
  const terms = staffPage.getByRole('region', { name: 'Terms' });
  await terms.locator('summary', { hasText: 'Add terms' }).click();
  await terms.getByLabel('Title').fill('Standard terms');
  await terms.getByLabel('Text').fill('Payment 30 days from invoice. Two rounds of revisions included.');
  await terms.getByRole('button', { name: 'Save' }).click();
  await terms.getByRole('heading', { name: /Standard terms version 1/ }).waitFor();
});

test("staff quote from the request's page and send it, the totals the server's", async () => {
  await staffPage.goto(`${server.url}/admin/estimates/${request.id}`);
  await staffPage.getByRole('link', { name: 'New quote' }).click();
  await staffPage.waitForURL('**/quotes/new');
  const scope = staffPage.getByLabel('Scope (one line each)');
  await scope.waitFor();
  assert.match(await scope.inputValue(), /\S/, 'the scope is pre-filled from the request');
  await staffPage.getByLabel('Price', { exact: true }).fill('12500');
  await staffPage.getByRole('button', { name: 'Add a tax line' }).click();
  await staffPage.getByLabel('Tax 1', { exact: true }).fill('GST');
  await staffPage.getByLabel('Tax 1 rate (%)').fill('5');
  await staffPage.getByLabel('Valid until').fill(day(30));
  await staffPage.getByLabel('Terms').selectOption({ label: 'Standard terms (version 1)' });
  await staffPage.getByRole('button', { name: 'Save the draft' }).click();
  await staffPage.waitForURL(/\/quotes\/[0-9a-f-]{36}$/);
  const heading = staffPage.getByRole('heading', { level: 2, name: /^Q-\d{4}-\d{4}, revision 1$/ });
  await heading.waitFor();
  number = (await heading.textContent()).split(',')[0];
  // 12,500.00 + 5 % GST, as the server computed it.
  const totals = staffPage.getByRole('table', { name: 'Totals' });
  await totals.getByText('$13,125.00').waitFor();
  await staffPage.setViewportSize({ width: 375, height: 812 });
  await fitsAndPasses(staffPage, '/admin/estimates/:id/quotes/:quote (draft)');
  await staffPage.setViewportSize({ width: 1280, height: 900 });
  const sent = staffPage.waitForResponse((res) => res.url().endsWith('/SendQuote') && res.ok());
  await staffPage.getByRole('button', { name: 'Save and send to the requester' }).click();
  await sent;
  await staffPage.getByText('Sent', { exact: true }).first().waitFor();
  firstLink = linkIn(await mailWith(requester.email, new RegExp(`^Proposal ${number} from`), /valid until/));
});

test('the requester reads the proposal on a phone and asks a question', async () => {
  const page = await phone.context.newPage();
  const errors = consoleErrors(page);
  const res = await gotoReady(page, server.url + firstLink);
  assert.equal(res.headers()['cache-control'], 'private, no-store');
  await page.getByRole('heading', { level: 1, name: `Proposal ${number}, revision 1` }).waitFor();
  for (const section of ['Scope', 'Basis of the estimate', 'Price', 'Schedule (weeks from award)', 'Terms: Standard terms (version 1)']) {
    await page.getByRole('heading', { level: 2, name: section }).waitFor();
  }
  await page.getByText('$13,125.00').waitFor();
  const pdf = await page.getByRole('link', { name: 'Download the PDF' }).getAttribute('href');
  const download = await fetch(server.url + pdf);
  assert.equal(download.headers.get('content-type'), 'application/pdf');
  assert.equal(Buffer.from(await download.arrayBuffer()).subarray(0, 4).toString(), '%PDF');
  await fitsAndPasses(page, '/proposals/:token');

  await page.getByLabel('Your question').fill('Does the price include the connection design?');
  await page.getByRole('button', { name: 'Send the question' }).click();
  await page.getByRole('status').filter({ hasText: 'your question was sent' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test("staff read the question on the request's notes and their answer is mailed back", async () => {
  await staffPage.goto(`${server.url}/admin/estimates/${request.id}`);
  await staffPage.getByText('Does the price include the connection design?').waitFor();
  await staffPage.getByLabel(/^Your answer to Dana Whitfield/).fill('It does not: connection design is quoted apart.');
  await staffPage.getByRole('button', { name: 'Mail the answer' }).click();
  await staffPage.getByText(`The answer was mailed to ${requester.email}.`).waitFor();
  await mailWith(requester.email, new RegExp(`^Re: proposal ${number}`), /connection design is quoted apart/);
});

let secondLink;

test('a revision goes out and the first link says a newer one exists', async () => {
  await staffPage.getByRole('link', { name: `${number} rev 1` }).click();
  await staffPage.getByRole('button', { name: 'Start a new revision' }).click();
  await staffPage.getByRole('heading', { level: 2, name: `${number}, revision 2` }).waitFor();
  await staffPage.getByLabel('Price', { exact: true }).fill('12000');
  const saved = staffPage.waitForResponse((res) => res.url().endsWith('/UpdateQuote') && res.ok());
  await staffPage.getByRole('button', { name: 'Save and show the totals' }).click();
  await saved;
  await staffPage.getByRole('table', { name: 'Totals' }).getByText('$12,600.00').waitFor();
  // An edit made after the last save goes out with the send.
  await staffPage.getByLabel('Shop drawings for approval').fill('6');
  const sent = staffPage.waitForResponse((res) => res.url().endsWith('/SendQuote') && res.ok());
  await staffPage.getByRole('button', { name: 'Save and send to the requester' }).click();
  await sent;
  secondLink = linkIn(await mailWith(requester.email, new RegExp(`^Proposal ${number} from`), /revision 2/));
  assert.notEqual(secondLink, firstLink);

  const page = await phone.context.newPage();
  await gotoReady(page, server.url + firstLink);
  await page.getByText('A newer revision of this proposal exists').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Accept this proposal' }).count(), 0);
  await page.close();
});

test('the requester accepts on a phone and the project starts with the files, the accepted PDF and an invitation', async () => {
  const page = await phone.context.newPage();
  const errors = consoleErrors(page);
  await gotoReady(page, server.url + secondLink);
  await page.getByRole('heading', { level: 1, name: `Proposal ${number}, revision 2` }).waitFor();
  await page.getByText('$12,600.00').waitFor();
  await page.getByText('6 wk').waitFor();
  // Without the box, the acceptance is refused by its field.
  await page.getByLabel('Your name').fill(requester.name);
  await page.getByLabel(/^Title/).fill('Project manager');
  await page.getByLabel('Company').fill(requester.company);
  await page.getByRole('button', { name: 'Accept this proposal' }).click();
  await page.getByText('Please tick "I accept these terms".').waitFor();
  await page.getByLabel('I accept these terms').check();
  await page.getByRole('button', { name: 'Accept this proposal' }).click();
  await page.getByRole('status').filter({ hasText: `Accepted by ${requester.name}` }).waitFor();
  await fits(page, '/proposals/:token (accepted)');
  // The refused acceptance's 400 is the browser's note of the answer, not a fault.
  assert.deepEqual(errors.filter((e) => !/status of 400/.test(e)), []);
  await page.close();

  const { projects } = await call(server.url, staff, 'gusset.admin.v1.ProjectAdminService/ListPortalProjects', { organizationId: '' });
  const project = projects.find((p) => p.estimateRequestId === request.id);
  assert.ok(project, 'the acceptance started a project for the request');
  assert.equal(project.jobNumber, number);
  const { folders } = await call(server.url, staff, 'gusset.admin.v1.ProjectFileAdminService/ListProjectFilesAdmin', { projectId: project.id });
  const names = folders.flatMap((f) => (f.files ?? []).map((file) => file.name));
  for (const name of files) assert.ok(names.includes(name), `the project holds ${name}: ${names}`);
  assert.ok(names.some((n) => n.includes(number) && n.endsWith('.pdf')), `the project holds the accepted proposal: ${names}`);
  const invitation = await mailpit.message(requester.email, /project portal/);
  assert.match(invitation.text, /\/portal\/sign-in\/link\?token=/);

  await staffPage.reload();
  await staffPage.getByText('Accepted', { exact: true }).first().waitFor();
  assert.deepEqual(staffErrors, []);
});
