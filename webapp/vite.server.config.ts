// The server's render bundle (src/entry-server.tsx): one classic script, everything
// inlined (lazy pages included), which the Go binary runs in its JavaScript engine
// (internal/render). Not a Node module: no Node built-ins, the browser builds of React.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compactMessages } from './vite-messages';

const resolve = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Code no public page runs is left out: the back office (lazy routes the server never
// renders) and the browser-only libraries public pages load on demand (pdf.js, the
// challenge widget, the rich-text editor the portal's RFI forms load when they open).
// Each becomes an empty module; goja could not even parse pdf.js.
const leftOut = [
  /[\\/]src[\\/]features[\\/](admin|auth|dashboard|[a-z-]+-admin)[\\/]/,
  /[\\/]src[\\/]features[\\/]blog[\\/]components[\\/]blog-post-preview-page\./,
  /[\\/]src[\\/]components[\\/]challenge[\\/](altcha-widget|define-altcha-widget)\./,
  /[\\/]src[\\/]components[\\/]rich-text-editor[\\/]rich-text-editor\.tsx$/,
  /[\\/]node_modules[\\/](pdfjs-dist|draft-js[a-z-]*|immutable|uplot)[\\/]/,
];
const emptyModule = '\0gusset-left-out';

function leaveOut(): Plugin {
  return {
    name: 'gusset-leave-out',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === emptyModule) return source;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && leftOut.some((re) => re.test(resolved.id))) return emptyModule;
      return resolved;
    },
    load(id) {
      return id === emptyModule ? 'export {};' : undefined;
    },
  };
}

// React Router's framework mode loads route modules by a name known only at run time,
// import(name): a syntax goja cannot parse in a script. This app never takes that path
// (its routes are objects); the call becomes a rejected promise.
function noRuntimeImports(): Plugin {
  return {
    name: 'gusset-no-runtime-imports',
    // On the finished (minified) chunk: the one import( left is React Router's.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunk.code = chunk.code.replace(/(?<![\w$.`])import\(/g, '((name)=>Promise.reject(new Error(`no module loading on the server: ${name}`)))(');
      }
    },
  };
}

// React's renderToString grows its answer one piece at a time (result += chunk). In goja
// every += copies the whole string so far: a 40 KB page cost tens of megabytes of copies.
// Collecting the pieces and joining them once made renders about twice as fast. The build
// fails if React's code no longer reads as expected (a React upgrade must recheck this).
const reactServerLegacy = /react-dom-server-legacy\.browser\.production\.js$/;
const joinOnce: [string, string][] = [
  ['result = "",', 'result = [],'],
  ['null !== chunk && (result += chunk);', 'null !== chunk && result.push(chunk);'],
  ['if (!readyToStream) throw Error(formatProdErrorMessage(426));\n  return result;', 'if (!readyToStream) throw Error(formatProdErrorMessage(426));\n  return result.join("");'],
];
function renderJoinsOnce(): Plugin {
  return {
    name: 'gusset-render-joins-once',
    transform(code, id) {
      if (!reactServerLegacy.test(id)) return null;
      let out = code;
      for (const [from, to] of joinOnce) {
        if (out.split(from).length !== 2) throw new Error(`${id}: expected exactly one ${JSON.stringify(from)}`);
        out = out.replace(from, to);
      }
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [leaveOut(), noRuntimeImports(), renderJoinsOnce(), compactMessages(), react()],
  define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: resolve('./node_modules/react-router/dist/production/index.mjs') },
      // The browser build of the server renderer needs no Node streams.
      { find: /^react-dom\/server$/, replacement: resolve('./node_modules/react-dom/server.browser.js') },
    ],
  },
  ssr: { noExternal: true, target: 'webworker' },
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: '../internal/web/dist/render',
    emptyOutDir: true,
    minify: true,
    rolldownOptions: {
      output: { format: 'iife', name: 'gussetServer', entryFileNames: 'render.js' },
    },
  },
});
