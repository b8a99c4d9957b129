import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { admin, consoleErrors, gotoReady, startBrowser, startServer } from './harness.mjs';

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

// A real (if tiny) PDF: the server checks the content by its magic bytes. `padding` makes
// it big enough for upload progress to be seen on a throttled connection.
function pdf(name, padding = 0) {
  const body =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    `%${'x'.repeat(padding)}\n` +
    'trailer << /Root 1 0 R >>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

const role = 'Tekla Modeler (e2e)';
const applicant = { name: 'Priya Applicant', email: 'priya@example.com', phone: '+1 555 0100' };
const sender = { name: 'Sam Fabricator', email: 'sam@example.com', phone: '555-0199', message: 'Please quote the mezzanine steel.' };

async function signIn(page) {
  await page.goto(`${server.url}/admin`);
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
}

function applicantsDialog(page) {
  return page.getByRole('dialog', { name: `Applicants for ${role}` });
}

async function openApplicants(page) {
  await page.getByRole('button', { name: `View Applicants for ${role}` }).click();
  const dialog = applicantsDialog(page);
  await dialog.getByRole('rowheader', { name: applicant.name }).waitFor();
  return dialog;
}

test('careers and connect, end to end: job with JD → public apply → applicant handled in the admin; contact message → admin; sign out', async () => {
  const staff = await browser.context.newPage();
  const errors = consoleErrors(staff);
  await signIn(staff);

  // The dashboard counts start from an empty database.
  const counts = staff.getByRole('list', { name: 'Counts' });
  await counts.waitFor();
  assert.match(await counts.getByRole('listitem').filter({ hasText: 'Total Jobs' }).innerText(), /Total Jobs\s*0/);

  // Add a job: the required fields are checked, a non-PDF is refused, the JD upload shows
  // real progress and can be cancelled.
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Career' }).click();
  await staff.waitForURL('**/admin/career');
  await staff.getByText('No jobs found.').waitFor();
  await staff.getByRole('button', { name: 'Add New Job' }).click();
  const form = staff.getByRole('dialog', { name: 'Add New Job' });
  assert.equal(await form.getByRole('checkbox', { name: 'Active' }).isChecked(), true, 'a new job is active by default');
  await form.getByRole('button', { name: 'Add Job' }).click();
  for (const message of ['Role is required', 'Location is required', 'Qualification is required']) {
    await form.getByText(message).waitFor();
  }
  await form.getByLabel('Role').fill(role);
  await form.getByLabel('Location').fill('Bengaluru');
  await form.getByLabel('Type').fill('Full Time');
  await form.getByLabel('Qualification').fill('B.E. Civil');
  const picker = form.getByLabel('Job description (PDF)');
  assert.equal(await picker.getAttribute('accept'), 'application/pdf');
  await picker.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await form.getByText('Please upload a PDF file').waitFor();

  // Throttled, a 3 MB PDF takes a few seconds: long enough to watch it and cancel it.
  const cdp = await browser.context.newCDPSession(staff);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
  await picker.setInputFiles(pdf('big-jd.pdf', 3 * 1024 * 1024));
  await form.getByRole('button', { name: 'Add Job' }).click();
  const bar = form.getByRole('progressbar', { name: 'Uploading big-jd.pdf' });
  await bar.waitFor();
  await staff.waitForFunction(() => {
    const value = Number(document.querySelector('progress')?.getAttribute('value'));
    return value > 0 && value < 100;
  });
  assert.match(await form.getByText(/^\d+%$/).innerText(), /^\d+%$/);
  await form.getByRole('button', { name: 'Cancel upload' }).click();
  await form.getByText('Upload cancelled.').waitFor();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await picker.setInputFiles(pdf('modeler-jd.pdf'));
  await form.getByRole('button', { name: 'Add Job' }).click();
  await staff.getByText('Job added successfully!').first().waitFor();
  await form.waitFor({ state: 'hidden' });
  const jobRow = staff.getByRole('row', { name: new RegExp(role.replace(/[()]/g, '\\$&')) });
  await jobRow.getByText('Active', { exact: true }).waitFor();
  const jdHref = await jobRow.getByRole('link', { name: /^View PDF/ }).getAttribute('href');
  assert.equal(await jobRow.getByRole('link', { name: /^View PDF/ }).getAttribute('target'), '_blank');
  const jd = await fetch(new URL(jdHref, server.url));
  assert.equal(jd.status, 200);
  assert.equal(jd.headers.get('content-type'), 'application/pdf');

  // The public careers page lists the active job; a visitor applies with a PDF résumé.
  const visitor = await browser.context.newPage();
  await gotoReady(visitor, `${server.url}/career`);
  await visitor.getByText(role).first().waitFor();
  await visitor.getByRole('button', { name: `Apply now for ${role}` }).click();
  const apply = visitor.getByRole('dialog', { name: `Apply for ${role}` });
  await apply.waitFor();
  await apply.getByLabel('Full name').fill(applicant.name);
  await apply.getByLabel('Email').fill(applicant.email);
  await apply.getByLabel('Phone').fill(applicant.phone);
  await apply.getByLabel(/^Résumé/).setInputFiles(pdf('priya-resume.pdf'));
  await apply.getByRole('button', { name: 'Submit application' }).click();
  await visitor.getByText('Application submitted successfully!').first().waitFor();

  // The applicant shows in the admin, with a working résumé link.
  let dialog = await openApplicants(staff);
  const applicantRow = dialog.getByRole('row', { name: new RegExp(applicant.name) });
  await applicantRow.getByText(applicant.email).waitFor();
  const resume = applicantRow.getByRole('link', { name: /^View résumé/ });
  assert.equal(await resume.getAttribute('target'), '_blank');
  const resumeFile = await fetch(new URL(await resume.getAttribute('href'), server.url));
  assert.equal(resumeFile.status, 200, 'the signed résumé link opens without a token');
  assert.equal(resumeFile.headers.get('content-type'), 'application/pdf');
  assert.match(resumeFile.headers.get('content-disposition'), /^inline;/, 'a PDF résumé opens in the browser');

  // Mark contacted: the box ticks at once and the server keeps it.
  const contacted = dialog.getByRole('checkbox', { name: `Contacted ${applicant.name}` });
  assert.equal(await contacted.isChecked(), false);
  const saved = staff.waitForResponse((res) => res.url().endsWith('/SetApplicationContacted') && res.status() === 200);
  await contacted.check();
  await saved;
  await staff.reload();
  dialog = await openApplicants(staff);
  assert.equal(await dialog.getByRole('checkbox', { name: `Contacted ${applicant.name}` }).isChecked(), true, 'still contacted after a reload');

  // The pipeline: the checkbox made the applicant Contacted; staff move them on and keep
  // a private note.
  const statusOf = (scope) => scope.getByRole('combobox', { name: `Status of ${applicant.name}` });
  const shownStatus = (scope) => statusOf(scope).evaluate((select) => select.selectedOptions[0].textContent);
  const moveTo = async (scope, label) => {
    const moved = staff.waitForResponse((res) => res.url().endsWith('/SetApplicationStatus') && res.status() === 200);
    await statusOf(scope).selectOption({ label });
    await moved;
  };
  assert.equal(await shownStatus(dialog), 'Contacted');
  await moveTo(dialog, 'Interviewing');
  await dialog.getByRole('button', { name: `Notes on ${applicant.name}` }).click();
  await dialog.getByText('No notes yet.').waitFor();
  await dialog.getByRole('textbox', { name: 'Add a note' }).fill('Strong Tekla skills; second interview Friday.');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await dialog.getByText('Strong Tekla skills; second interview Friday.').waitFor();
  await dialog.getByText(/^e2e-admin · /).waitFor();

  // The applicants screen finds them across jobs by status, and moves them on.
  await staff.goto(`${server.url}/admin/applicants`);
  await staff.getByRole('heading', { level: 1, name: 'Applicants' }).waitFor();
  const filterBy = (label) => staff.getByRole('search').getByLabel('Status', { exact: true }).selectOption({ label });
  await filterBy('Interviewing');
  const found = staff.getByRole('row').filter({ hasText: applicant.name });
  await found.getByText(role).waitFor();
  await moveTo(staff, 'Offer');
  await staff.getByText('No applicants found.').waitFor();
  await filterBy('Offer');
  await found.waitFor();
  await moveTo(staff, 'Hired');
  await filterBy('Hired');
  await found.waitFor();
  await staff.getByRole('search').getByLabel('Name or email').fill(applicant.email.toUpperCase());
  await found.waitFor();
  await staff.getByRole('button', { name: `Notes on ${applicant.name}` }).click();
  await staff.getByText('Strong Tekla skills; second interview Friday.').waitFor();
  await staff.getByRole('search').getByLabel('Name or email').fill('nobody-by-this-name');
  await staff.getByText('No applicants found.').waitFor();

  await staff.goto(`${server.url}/admin/career`);
  dialog = await openApplicants(staff);
  assert.equal(await shownStatus(dialog), 'Hired');
  assert.equal(await dialog.getByRole('checkbox', { name: `Contacted ${applicant.name}` }).isChecked(), true, 'Hired is contacted');

  // Delete the applicant, after the confirmation.
  await dialog.getByRole('button', { name: `Delete ${applicant.name}` }).click();
  const confirm = staff.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByText('Move this applicant to the trash?').waitFor();
  await confirm.getByRole('button', { name: 'Move to trash' }).click();
  await staff.getByText('Applicant deleted successfully!').first().waitFor();
  await dialog.getByText('No applicants yet.').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A message sent from the public connect page shows in Connect Info.
  await gotoReady(visitor, `${server.url}/connect`);
  await visitor.getByLabel(/^Name/).fill(sender.name);
  await visitor.getByLabel(/^Email/).fill(sender.email);
  await visitor.getByLabel(/^Phone/).fill(sender.phone);
  await visitor.getByLabel(/^Message/).fill(sender.message);
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await visitor.getByText('✅ Message sent successfully!').waitFor();
  await visitor.close();

  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Connect Info' }).click();
  await staff.waitForURL('**/admin/connect-info');
  const submissions = staff.getByRole('region', { name: 'Connect form submissions' });
  const messageRow = submissions.getByRole('row', { name: new RegExp(sender.name) });
  await messageRow.getByText(sender.message).waitFor();
  await messageRow.getByText(sender.email).waitFor();
  await messageRow.getByText(sender.phone).waitFor();

  // Sign out, then the back button: the guard sends the visitor to sign in and no staff
  // data is on screen.
  await staff.getByRole('button', { name: 'Logout' }).click();
  await staff.getByText('You have been logged out successfully.').first().waitFor();
  await staff.waitForURL((url) => url.pathname === '/admin/login');
  await staff.goBack();
  await staff.waitForURL((url) => url.pathname === '/admin/login');
  await staff.getByRole('heading', { name: 'Staff sign in' }).waitFor();
  assert.equal(await staff.getByRole('navigation', { name: 'Back office' }).count(), 0);
  const text = await staff.locator('body').innerText();
  for (const secret of [role, applicant.name, sender.name, sender.message]) {
    assert.ok(!text.includes(secret), `no staff data after sign out: ${secret}`);
  }

  assert.deepEqual(errors.filter((e) => !e.includes('401')), [], 'no console errors besides the expected 401s');
  await staff.close();
});
