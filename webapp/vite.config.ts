/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { compactMessages } from './vite-messages';

const testFiles = 'src/**/*.test.{ts,tsx}';
// The test files that call vi.mock, read when the config loads so a new one is isolated
// without anyone listing it.
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const mockingTestFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f) && readFileSync(join(srcDir, f), 'utf8').includes('vi.mock('))
  .map((f) => `src/${f.split(sep).join('/')}`);

// The Go server (make run) answers the Connect services and uploads on :8080.
const backEnd = 'http://localhost:8080';

// react-router's package exports only its development build; production bundles use the
// production build it also ships (smaller, no dev-only warnings).
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

// The catalogues are compiled to syntax trees (npm run i18n): the browser needs no ICU
// message parser, which is most of FormatJS's weight (7.4 KB against 15.3 KB gzipped).
const noMessageParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: fileURLToPath(new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url)),
};

// The frame's own modules; never one that imports the Connect runtime (use-client,
// connect-transport): that would pull the rpc chunk into every page.
const shellModules = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][a-z-]+)[\\/]/,
  // The app's frame, less the back office's screen table (admin-screens.tsx), which loads
  // with the back office, and the portal's drawing pages (portal-drawing-slots.tsx), which
  // load with the portal's.
  /[\\/]src[\\/]app[\\/](?!admin-screens\.|portal-drawing-slots\.)/,
  // site.json with site.ts, which reads it (pages.json loads with the back office).
  /[\\/]src[\\/]config[\\/]site\.(ts|json)$/,
  /[\\/]src[\\/]components[\\/](dialog|notice)[\\/]/,
  /[\\/]src[\\/]components[\\/]site[\\/](data-slot|external-link|fade-in|icon|logo|nav-menu-item|page-banner|phone-links|scroll-to-top|site-footer|site-header|site-messages|site-nav|social-links)\./,
  // English and the language context (the French catalogue is a chunk of its own: lib/i18n/load.ts).
  /[\\/]src[\\/]lib[\\/]i18n[\\/](english|load|locale|messages)\./,
  /[\\/]src[\\/]lib[\\/](connect-code|embedded-data|prefetch|query-meta|session|transport|transport-context|use-page-title)\./,
];
const rpcModules = [
  /node_modules[\\/]@bufbuild[\\/]/,
  /node_modules[\\/]@connectrpc[\\/]connect[\\/]dist[\\/]esm[\\/][^\\/]+\.js$/,
  /[\\/]src[\\/]lib[\\/](preloaded|use-client)\./,
];
const connectModules = [/node_modules[\\/]@connectrpc[\\/]/, /[\\/]src[\\/]lib[\\/](bearer|connect-transport)\./];
function isConnectModule(id: string): boolean {
  return connectModules.some((re) => re.test(id));
}
function isRpcModule(id: string): boolean {
  return rpcModules.some((re) => re.test(id));
}
function isShellModule(id: string): boolean {
  return shellModules.some((re) => re.test(id));
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), compactMessages()],
  // draft-js (coming with the blog editor) still reads the Node global.
  define: { global: 'globalThis' },
  build: {
    // The Go binary embeds this folder (internal/web/web.go).
    outDir: '../internal/web/dist/app',
    emptyOutDir: true,
    // The manifest maps source modules to chunks: the budget test uses it to prove public
    // pages never download back-office code.
    manifest: true,
    // The shell names, for each lazy route module, the chunks to preload beside it. The
    // portal's drawing pages pull in many (register, transmittals, review, compare): their
    // list would cost every public page's first load for the portal's sake, so they load
    // as the slots module asks for them instead.
    //
    // No modulepreload polyfill (0.3 KB gzipped on every page): every browser the site
    // serves preloads modules natively (Chromium 66, Firefox 115, Safari 17), and one that
    // does not only loads the same modules a moment later, as the imports ask for them.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && filename.includes('portal-drawing-slots') ? [] : deps,
    },
    rolldownOptions: {
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        // Fewer, better-compressed files than the many small ones the automatic split makes
        // (first-load JavaScript is counted gzipped per file; e2e/public-budgets.test.mjs):
        // - rpc: the Connect and protobuf runtime, loaded with the first RPC;
        // - framework: React, the router and the query cache, which every page runs;
        // - shell: the app frame every page shows (header, footer, dialogs, notices),
        //   otherwise cut into a dozen sub-kilobyte files shared with the lazy pages.
        // (A group of the public forms' shared pieces was tried: components/form also holds
        // the back office's record fields, which it pulled into /estimate: +0.3 KB.)
        codeSplitting: {
          groups: [
            { name: 'shell', test: isShellModule, priority: 30 },
            { name: 'rpc', test: isRpcModule, priority: 20 },
            { name: 'connect', test: isConnectModule, priority: 10 },
          ],
        },
      },
    },
  },
  resolve: {
    // Vite's own defaults, spelt out because Vitest otherwise resolves 'react-router' to
    // its CommonJS build while 'react-router/dom' loads the ES build: two router contexts
    // and "useRouteError must be used within a data router" in every test.
    conditions: [...defaultClientConditions],
    alias: mode === 'production' ? [...reactRouterProduction, noMessageParser] : [],
  },
  server: {
    proxy: {
      '/gusset.': backEnd,
      '/api': backEnd,
      '/files': backEnd,
      '/media/': backEnd,
      '/uploads': backEnd,
      '/exports': backEnd,
      '/altcha': backEnd,
      '/newsletter/': backEnd,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Vitest's 5 s default is the same as Testing Library's wait ceiling (src/test/setup.ts),
    // so a file's first test, which also imports the lazy chunks it renders, could time out on
    // a 2-core machine running two workers. A ceiling, not a target: tests end when they pass.
    testTimeout: 30_000,
    // One worker a core. Vitest's default leaves one core to its main thread, which on two
    // cores is one worker and a main thread mostly idle once the modules are transformed: the
    // suite took 330 s on one worker and 166 s on two (docs/testing.md).
    maxWorkers: availableParallelism(),
    // Isolating every file (a new worker, jsdom and module graph each) cost two thirds of the
    // suite's CPU (measured: 91 s against 32 s for the gallery's 15 files). Files share a
    // worker unless they replace modules with vi.mock, which a shared module graph cannot
    // undo between files; the others clean up after each test (src/test/setup.ts).
    projects: [
      { extends: true, test: { name: 'mocks', include: mockingTestFiles } },
      { extends: true, test: { name: 'shared', include: [testFiles], exclude: mockingTestFiles, pool: 'threads', isolate: false } },
    ],
  },
}));
