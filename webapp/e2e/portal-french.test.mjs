// The portal in Canadian French end to end, in a real Chromium against the real binary with
// mail going to mailpit (docs/portal.md, "Language"): staff invite a Quebec client in French;
// the invitation arrives in French; the client opens it on a phone and every portal screen
// speaks French (<html lang="fr-CA">, no sentence of the English catalogue left on the
// page); a change of the firm's reaches them as a French mail; they switch to English and
// the portal follows. A colleague invited without a language, whose browser reads French,
// is offered French first at their first sign-in.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { consoleErrors, startBrowser, startServer } from './harness.mjs';
import { startMailpit } from './mailpit.mjs';
import { call, invitationLink, invite, staffToken } from './portal-fixture.mjs';

const catalogue = (name) => JSON.parse(readFileSync(new URL(`../src/i18n/${name}.json`, import.meta.url), 'utf8'));
const en = catalogue('en');
const fr = catalogue('fr-CA');
const french = (id, values = {}) => fr[id].defaultMessage.replace(/\{(\w+)\}/g, (_, k) => values[k] ?? '');

// The English catalogue's sentences a French page must not show: whole sentences (no
// argument, 12 characters or more) whose French differs.
const englishSentences = Object.entries(en)
  .filter(([id, m]) => !m.defaultMessage.includes('{') && m.defaultMessage.length >= 12 && fr[id] && fr[id].defaultMessage !== m.defaultMessage)
  .map(([, m]) => m.defaultMessage);

let mailpit;
let server;
let browser;
let frenchBrowser;
let staff;
let organizationId;
let projectId;
const josee = 'josee@acier-laurentides.example';
const marc = 'marc@acier-laurentides.example';

before(async () => {
  mailpit = await startMailpit();
  server = await startServer({ env: { SMTP_URL: mailpit.smtpURL } });
  browser = await startBrowser();
  frenchBrowser = await startBrowser({ locale: 'fr-CA' });
  staff = await staffToken(server.url);
  ({ organization: { id: organizationId } } = await call(server.url, staff, 'gusset.admin.v1.ClientAdminService/CreateOrganization', { name: 'Acier Laurentides' }));
  ({ project: { id: projectId } } = await call(server.url, staff, 'gusset.admin.v1.ProjectAdminService/CreatePortalProject', {
    organizationId, project: { name: 'Entrepôt Laval', jobNumber: 'J-2026-301', location: 'Laval, QC', status: 'PROJECT_STATUS_DETAILING' },
  }));
});

after(async () => {
  await frenchBrowser?.stop();
  await browser?.stop();
  await server?.stop();
  await mailpit?.stop();
});

const sideways = (page) => page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
const lang = (page) => page.evaluate(() => document.documentElement.lang);
const leftovers = async (page) => {
  const text = await page.evaluate(() => document.body.innerText);
  return englishSentences.filter((s) => text.includes(s));
};

test('a Quebec client invited in French reads French mail and a French portal, and may switch to English', async () => {
  await invite(server.url, staff, { organizationId, email: josee, name: 'Josée Tremblay', language: 'fr-CA' });
  const invitation = await mailpit.message(josee, /./);
  assert.ok(invitation.subject.startsWith(french('portalMail.linkSubject')), `the invitation's subject: ${invitation.subject}`);
  assert.match(invitation.text, new RegExp(`^${french('mail.helloNamed', { name: 'Josée Tremblay' })}`));

  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 375, height: 812 });
  const errors = consoleErrors(page);
  await page.goto(`${server.url}${await invitationLink(mailpit, josee)}`);
  await page.waitForURL('**/portal/projects');
  await page.getByRole('heading', { level: 1, name: french('portal.yourProjects') }).waitFor();
  assert.equal(await lang(page), 'fr-CA');
  assert.deepEqual(await leftovers(page), [], 'no English sentence on the projects page');
  assert.ok((await sideways(page)) <= 0, 'the projects page fits the phone');

  await page.getByRole('link', { name: /Entrepôt Laval/ }).first().click();
  await page.waitForURL(`**/portal/projects/${projectId}`);
  await page.getByRole('heading', { level: 1, name: /Entrepôt Laval/ }).waitFor();
  await page.getByText(french('drawings.none')).waitFor();
  assert.equal(await lang(page), 'fr-CA');
  assert.deepEqual(await leftovers(page), [], "no English sentence on the project's page");
  assert.ok((await sideways(page)) <= 0, "the project's page fits the phone");

  // A change of the firm's reaches her as a French mail.
  const { milestone } = await call(server.url, staff, 'gusset.admin.v1.ProjectAdminService/AddMilestone', {
    projectId, milestone: { name: 'Dessins de montage', dueDate: '2030-02-01', ballInCourt: 'BALL_IN_COURT_FIRM' },
  });
  await call(server.url, staff, 'gusset.admin.v1.ProjectAdminService/UpdateMilestone', {
    id: milestone.id, reason: 'Retard de l’aciérie', milestone: { name: 'Dessins de montage', dueDate: '2030-02-15', ballInCourt: 'BALL_IN_COURT_FIRM' },
  });
  const changed = await mailpit.message(josee, /a modifié le jalon Dessins de montage/);
  assert.match(changed.text, new RegExp(`${french('portalMail.openProject')}: .*/portal/projects/${projectId}`));

  // She switches to English in her account: the portal follows at once, and stays so.
  await page.getByRole('main').getByRole('link', { name: french('portal.portal'), exact: true }).click();
  await page.getByLabel(french('portal.language')).selectOption('en');
  await page.getByRole('heading', { level: 1, name: en['portal.yourProjects'].defaultMessage }).waitFor();
  assert.equal(await lang(page), 'en');
  await page.getByRole('link', { name: /Entrepôt Laval/ }).first().click();
  await page.getByText(en['drawings.none'].defaultMessage).waitFor();
  assert.deepEqual(errors, [], 'no console error');
  await page.close();
});

test('a colleague invited without a language, whose browser reads French, is offered French first', async () => {
  await invite(server.url, staff, { organizationId, email: marc, name: 'Marc Gagnon' });
  const invitation = await mailpit.message(marc, /./);
  assert.match(invitation.subject, /^Your sign-in link to the /, 'no language chosen: the invitation is in English');
  const page = await frenchBrowser.context.newPage();
  await page.setViewportSize({ width: 375, height: 812 });
  const errors = consoleErrors(page);
  await page.goto(`${server.url}${await invitationLink(mailpit, marc)}`);
  await page.waitForURL('**/portal/projects');
  const offer = page.getByRole('complementary', { name: /Which language do you want the portal/ });
  await offer.waitFor();
  assert.deepEqual(await offer.getByRole('button').allInnerTexts(), ['Français', 'English']);
  assert.ok((await sideways(page)) <= 0, 'the offer fits the phone');
  await offer.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('heading', { level: 1, name: french('portal.yourProjects') }).waitFor();
  await offer.waitFor({ state: 'detached' });
  assert.equal(await lang(page), 'fr-CA');
  // The choice holds: the next page is French without asking again.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: french('portal.yourProjects') }).waitFor();
  assert.equal(await offer.count(), 0);
  assert.deepEqual(errors, [], 'no console error');
});
