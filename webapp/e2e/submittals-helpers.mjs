// The submittals' end-to-end steps that more than one test takes: drawing a sheet as a PDF,
// adding PDFs through the bulk add, finding a sheet in the register, reading a link from a
// mail, and checking a page at 375 px.
import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { contrastProblems } from './contrast.mjs';
import { pdfOf } from './pdf.mjs';

// sheetPdf is a drawing of a sheet on a 612 × 396 pt page: a frame, a grid, the title
// block's text, and one beam line whose height moves with `at` (a revision that moves it
// makes the comparison find lines added and removed). note adds a reviewer's markup: a
// red box with its words.
export function sheetPdf(sheet, revision, { at = 200, note = '' } = {}) {
  const grid = Array.from({ length: 9 }, (_, i) => `${60 + i * 60} 40 m ${60 + i * 60} 340 l`).join(' ');
  const lines = [
    '0 0 0 RG 2 w 20 20 572 356 re S',
    `0.5 w ${grid} S`,
    `3 w 40 ${at} m 560 ${at} l S`,
    `BT /F1 14 Tf 420 30 Td (${sheet} rev ${revision}) Tj ET`,
  ];
  if (note) lines.push(`1 0 0 RG 2 w 300 ${at - 30} 120 60 re S BT /F1 10 Tf 300 ${at + 40} Td (${note}) Tj ET`);
  return pdfOf([lines.join('\n')], { width: 612, height: 396 });
}

// bulkAdd adds files (paths) on a project's drawings page through the uploader and the
// confirmation table; fill(table, name) may correct a row first. It waits until the
// register has taken them.
export async function bulkAdd(page, files, fill = async () => {}) {
  await page.getByLabel('Choose PDFs').setInputFiles(files);
  const table = page.getByRole('region', { name: 'Confirm the sheets' });
  await table.waitFor({ timeout: 60_000 });
  for (const file of files) await fill(table, file.split('/').pop());
  const added = page.waitForResponse((res) => res.url().endsWith('/AddSheetRevisions') && res.ok());
  await page.getByRole('button', { name: `Add ${files.length} ${files.length === 1 ? 'revision' : 'revisions'}` }).click();
  await added;
  await table.waitFor({ state: 'detached' });
}

// registerRow searches the staff register for a sheet by its number (the register may show
// a page at a time; its search is the page's first) and answers its row.
export async function registerRow(page, sheet) {
  const register = page.getByRole('region', { name: 'Drawing register' });
  await page.getByRole('searchbox').first().fill(sheet);
  const row = register.getByRole('row').filter({ has: page.getByRole('button', { name: sheet, exact: true }) });
  await row.waitFor();
  return row;
}

// mailedPath waits for the mail to address whose subject matches and answers the path the
// pattern finds in its text.
export async function mailedPath(mailpit, address, subject, pattern) {
  const mail = await mailpit.message(address, subject);
  const found = mail.text.match(pattern);
  assert.ok(found, `the mail to ${address} holds ${pattern}:\n${mail.text}`);
  return found[0];
}

// The link of a transmittal's mail to a client user, and the one-time sign-in link of the
// mail to an outside reviewer.
export const transmittalLink = /\/portal\/projects\/[\w-]+\/transmittals\/[\w-]+/;
export const reviewerLink = /\/portal\/sign-in\/link\?token=[\w%-]+&next=[\w%.-]+/;

// fits checks that a page does not scroll sideways (at 375 px, a phone's width).
export async function fits(page, what) {
  const by = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
  assert.ok(by <= 0, `${what} scrolls sideways by ${by} px at 375 px`);
}

// fitsAndPasses checks a portal page at 375 px: no sideways scrolling, no axe violation.
export async function fitsAndPasses(page, what) {
  await fits(page, what);
  assert.deepEqual((await contrastProblems(page, AxeBuilder, { all: true })).map((p) => `${what}: ${p}`), []);
}

// loaded waits for an image to load and answers its natural width (decode rejects when it
// cannot load).
export async function loaded(img) {
  await img.waitFor();
  return img.evaluate(async (el) => {
    await el.decode();
    return el.naturalWidth;
  });
}
