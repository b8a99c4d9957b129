// Finds the code and styles of every public page of the built app (src/entry-server.tsx,
// rendered in Node without data) and writes assets.json, which the Go binary embeds:
// { "<route key>": ["assets/…css" | "assets/…js"] }, the page's own lazy modules, which its
// HTML links up front: the page then shows styled from its first paint (no layout shift
// when the styles arrive with the code) and its code downloads in parallel instead of
// after the entry's. The HTML itself is rendered by the server (internal/render).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const ssrDir = `${here}/../dist-prerender`;
const appDir = `${here}/../../internal/web/dist/app`;
const outDir = `${here}/../../internal/web/dist/prerendered`;

const readJSON = async (path) => JSON.parse(await readFile(path, 'utf8'));
const ssrManifest = await readJSON(`${ssrDir}/.vite/manifest.json`);
const appManifest = await readJSON(`${appDir}/.vite/manifest.json`);

const { pages, render } = await import(pathToFileURL(`${ssrDir}/entry-server.js`).href);

// The source module of each page component: the server build's lazy modules, imported here
// (the same instances the render loads), by the functions they export.
const moduleOf = new Map();
for (const [src, chunk] of Object.entries(ssrManifest)) {
  if (!chunk.isDynamicEntry || !chunk.src) continue;
  // Some back-office modules cannot load in Node (draft-js is CommonJS); they are never a
  // public page's.
  const exports = await import(pathToFileURL(`${ssrDir}/${chunk.file}`).href).catch(() => ({}));
  for (const value of Object.values(exports)) {
    if (typeof value === 'function') moduleOf.set(value, src);
  }
}

// filesOf is the browser build's chunk for a source module with everything it imports
// statically: its scripts and styles, the styles of what it imports first (as Vite loads
// them), so that a page's own rules come last in the cascade.
function filesOf(key, into = new Set(), seen = new Set()) {
  const chunk = appManifest[key];
  if (!chunk || seen.has(key)) return into;
  seen.add(key);
  for (const imported of chunk.imports ?? []) filesOf(imported, into, seen);
  for (const css of chunk.css ?? []) into.add(css);
  into.add(chunk.file);
  return into;
}
// The entry's files are in index.html already.
const entryFiles = filesOf('index.html');

// Nothing is read: a data page's components are the same without its data.
const noNetwork = {
  unary: () => Promise.reject(new Error('no network while finding page assets')),
  stream: () => Promise.reject(new Error('no network while finding page assets')),
};

const assets = {};
for (const { key, url } of pages()) {
  const { components } = await render(url, noNetwork);
  const files = new Set();
  for (const component of components) {
    // A component of no lazy module (the root layout, the not-found page) is the entry's.
    const src = moduleOf.get(component);
    if (src) filesOf(src, files);
  }
  const own = [...files].filter((f) => !entryFiles.has(f));
  assets[key] = [...own.filter((f) => f.endsWith('.css')), ...own.filter((f) => !f.endsWith('.css'))];
}
await mkdir(outDir, { recursive: true });
await writeFile(`${outDir}/assets.json`, JSON.stringify(assets, null, 1));
console.log(`found the assets of ${Object.keys(assets).length} pages into ${outDir}`);
