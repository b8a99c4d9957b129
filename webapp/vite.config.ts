/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The Go server (make run) answers the Connect services and uploads on :8080.
const backEnd = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  // draft-js (coming with the blog editor) still reads the Node global.
  define: { global: 'globalThis' },
  build: {
    // The Go binary embeds this folder (internal/web/web.go).
    outDir: '../internal/web/dist/app',
    emptyOutDir: true,
  },
  resolve: {
    // Vite's own defaults, spelt out because Vitest otherwise resolves 'react-router' to
    // its CommonJS build while 'react-router/dom' loads the ES build: two router contexts
    // and "useRouteError must be used within a data router" in every test.
    conditions: [...defaultClientConditions],
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
});
