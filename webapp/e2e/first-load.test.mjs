// The first-load JavaScript of every public page, from the build (scripts/first-load.mjs),
// against the figures recorded in first-load.json: a page may not grow by more than half a
// kilobyte gzipped unnoticed (re-record with `node scripts/first-load.mjs --write` when a
// growth is meant), and no page loads the French catalogue's chunk up front.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { baselineFile, firstLoad, pageScripts } from '../scripts/first-load.mjs';

const toleranceKB = 0.5;

test(`no public page's first-load JavaScript grew by more than ${toleranceKB} KB gzipped`, async () => {
  const baseline = JSON.parse(await readFile(baselineFile, 'utf8'));
  const now = await firstLoad();
  const grown = Object.entries(now)
    .filter(([page, kb]) => page in baseline && kb > baseline[page] + toleranceKB)
    .map(([page, kb]) => `${page}: ${baseline[page]} KB, now ${kb} KB`);
  assert.deepEqual(grown, []);
  assert.ok(Object.keys(now).length >= 30, `measured ${Object.keys(now).length} pages`);
});

test('the French catalogue is a chunk no page loads up front', async () => {
  const { manifest, scripts } = await pageScripts();
  const french = manifest['src/lib/i18n/fr-ca.ts'];
  assert.ok(french?.isDynamicEntry, 'src/lib/i18n/fr-ca.ts is a lazy chunk of its own');
  const loading = Object.entries(scripts).filter(([, files]) => files.has(french.file)).map(([page]) => page);
  assert.deepEqual(loading, []);
});
