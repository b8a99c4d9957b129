/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

// The Go server (make run) answers the Connect services and uploads on :8080.
const backEnd = 'http://localhost:8080';

// react-router's package exports only its development build; production bundles use the
// production build it also ships (smaller, no dev-only warnings).
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // draft-js (coming with the blog editor) still reads the Node global.
  define: { global: 'globalThis' },
  build: {
    // The Go binary embeds this folder (internal/web/web.go).
    outDir: '../internal/web/dist/app',
    emptyOutDir: true,
    // The manifest maps source modules to chunks: the budget test uses it to prove public
    // pages never download back-office code.
    manifest: true,
    rolldownOptions: {
      output: {
        // One chunk for the Connect and protobuf runtime, loaded with the first RPC:
        // fewer, better-compressed files than the many small ones the split would make.
        codeSplitting: { groups: [{ name: 'rpc', test: /node_modules[\\/]@(bufbuild|connectrpc)[\\/]/ }] },
      },
    },
  },
  resolve: {
    // Vite's own defaults, spelt out because Vitest otherwise resolves 'react-router' to
    // its CommonJS build while 'react-router/dom' loads the ES build: two router contexts
    // and "useRouteError must be used within a data router" in every test.
    conditions: [...defaultClientConditions],
    alias: mode === 'production' ? reactRouterProduction : [],
  },
  server: {
    proxy: {
      '/gusset.': backEnd,
      '/api': backEnd,
      '/files': backEnd,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
