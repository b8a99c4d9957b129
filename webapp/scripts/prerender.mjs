// Renders every public page of the built app to HTML (src/entry-prerender.tsx) into one
// JSON file the Go binary embeds: { "<route key>": "<html of #root>" }.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const bundle = pathToFileURL(`${here}/../dist-prerender/entry-prerender.js`).href;
const out = `${here}/../../internal/web/dist/prerendered/pages.json`;

const { pages, render } = await import(bundle);
const rendered = {};
for (const { key, url } of pages()) {
  rendered[key] = await render(url);
}
await mkdir(dirname(out), { recursive: true });
await writeFile(out, JSON.stringify(rendered, null, 1));
console.log(`prerendered ${Object.keys(rendered).length} pages into ${out}`);
