// Measures, from the built app, the JavaScript each public page's HTML loads up front
// (the entry with its static imports, and the page's own modules from assets.json),
// gzipped file by file as e2e/public-budgets.test.mjs counts them in a browser. Without
// arguments it prints the figures; with --write it records them in first-load.json, the
// baseline e2e/first-load.test.mjs holds every page to (±0.5 KB).
import { readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const appDir = `${here}/../../internal/web/dist/app`;
export const baselineFile = `${here}/../first-load.json`;

function filesOf(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into);
  return into;
}

// pageScripts returns the manifest and, for every page the build found, the scripts its
// HTML loads up front.
export async function pageScripts() {
  const manifest = JSON.parse(await readFile(`${appDir}/.vite/manifest.json`, 'utf8'));
  const assets = JSON.parse(await readFile(`${here}/../../internal/web/dist/prerendered/assets.json`, 'utf8'));
  const entry = filesOf(manifest, 'index.html');
  const scripts = {};
  for (const [key, files] of Object.entries(assets)) scripts[key] = new Set([...entry, ...files].filter((f) => f.endsWith('.js')));
  return { manifest, scripts };
}

// firstLoad returns { "<route key>": KB } for every page the build found.
export async function firstLoad() {
  const { scripts } = await pageScripts();
  const sizes = new Map();
  const out = {};
  for (const [key, files] of Object.entries(scripts)) {
    let bytes = 0;
    for (const f of files) {
      if (!sizes.has(f)) sizes.set(f, gzipSync(await readFile(`${appDir}/${f}`)).length);
      bytes += sizes.get(f);
    }
    out[key] = Math.round((bytes / 1024) * 100) / 100;
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const now = await firstLoad();
  if (process.argv.includes('--write')) {
    await writeFile(baselineFile, JSON.stringify(now, null, 1) + '\n');
    console.log(`recorded the first load of ${Object.keys(now).length} pages in first-load.json`);
  } else {
    for (const [key, kb] of Object.entries(now)) console.log(`${kb.toFixed(2).padStart(7)} KB  ${key}`);
  }
}
