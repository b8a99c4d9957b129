// Lint of the web app, and the front end's boundaries as rules that fail it. Imports are
// matched as written, without a resolver: the app has no path aliases, so every import of
// our own code is a relative path, and the patterns below match where it lands.
//
// Two rules, one concern each, so that a folder's override of one never drops the other
// (a later config object replaces a rule's options, it does not merge them):
//
// `no-restricted-imports` keeps the folders apart and the back office out of public pages:
// - a feature (src/features/<name>) imports only itself and shared code (src/components,
//   src/lib, src/config, src/gen), never another feature nor src/app. Features meet in
//   src/app/routes.tsx, which lazy-loads them;
// - shared code (src/components, src/lib, src/config) imports no feature and not src/app;
// - nothing outside the staff-only features (admin, auth, dashboard and every *-admin)
//   imports them, and only src/components/rich-text-editor imports draft-js; others load
//   that editor with import(), never an import declaration; only the staff-only features
//   import the back office's icons (lucide-react) and drag and drop (@dnd-kit): they are lazy chunks public pages never download (e2e/public-budgets.test.mjs checks
//   the built chunks);
// - src/components/admin is the back office's shared code (the sortable list): it may use
//   those icons and @dnd-kit, and only the staff-only features import it. The one way in is import() in src/app/routes.tsx, which this rule
//   leaves alone on purpose: it checks import declarations, not import() expressions (so
//   a stray import() of back-office code is left to that test to catch).
//
// `@typescript-eslint/no-restricted-imports` keeps RPCs in the features' api/ folders:
// - only src/features/*/api imports lib/use-client (the hook that creates a Connect
//   client) or a generated service descriptor (`…Service` of src/gen/**/*_pb) as a value;
//   tests may import descriptors too, to register fakes on an in-memory router. Messages,
//   enums and types of the same modules may be imported anywhere;
// - only src/lib/use-client.ts calls createClient, and only src/lib/connect-transport.ts
//   (the one transport factory, loaded with the first RPC) imports @connectrpc/connect-web.
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const isStaffOnly = (feature) => ['admin', 'auth', 'dashboard'].includes(feature) || feature.endsWith('-admin');

// An import path that lands in src/features/<one of names>: `../../careers/…` from
// inside a feature, `../features/careers/…` from anywhere else.
const intoFeatures = (names) => `(^|/)(\\.\\.|features)/(${names.join('|')})(/|$)`;

const boundaries = {
  otherFeature: (self) => ({
    regex: intoFeatures(features.filter((name) => name !== self)),
    message: 'A feature imports no other feature: move what both need to src/components, src/lib or src/test, or compose them in src/app/routes.tsx.',
  }),
  anyFeature: {
    regex: intoFeatures(features),
    message: 'Shared code (src/components, src/lib, src/config) imports no feature.',
  },
  app: {
    regex: '(^|/)\\.\\.(/\\.\\.)*/app(/|$)',
    message: 'Features and shared code do not import src/app (only main.tsx and the test helpers do).',
  },
  staff: {
    regex: intoFeatures(features.filter(isStaffOnly)),
    message: 'Back-office code is a lazy chunk public pages never download: load it with import() in src/app/routes.tsx.',
  },
  editor: {
    group: ['draft-js', 'draft-js/**', 'draft-js-*', 'immutable', 'immutable/**'],
    message: 'The draft-js editor belongs to src/components/rich-text-editor, which screens load lazily.',
  },
  icons: {
    group: ['lucide-react', 'lucide-react/**', '@dnd-kit/*'],
    message:
      "The back office's icon set and drag and drop (@dnd-kit) stay in its lazy chunks: public pages draw their icons with src/components/site/icon.tsx.",
  },
  adminShared: {
    regex: '(^|/)components/admin(/|$)',
    message: "src/components/admin is the back office's shared code (it loads @dnd-kit): only staff-only features import it.",
  },
  editorModule: {
    regex: '(^|/)rich-text-editor/rich-text-editor$',
    message: 'Load the rich-text editor with lazy(() => import(…)): it and draft-js stay out of every other chunk.',
  },
};

const restrict = (...patterns) => ['error', { patterns }];

const rpc = {
  connectWeb: {
    name: '@connectrpc/connect-web',
    message: 'Only src/lib/connect-transport.ts builds the Connect transport.',
  },
  createClient: {
    name: '@connectrpc/connect',
    importNames: ['createClient', 'createPromiseClient', 'createCallbackClient'],
    message: 'Only src/lib/use-client.ts creates Connect clients; a feature api/ module calls useClient.',
  },
  useClient: {
    regex: '(^|/)lib/use-client$',
    message: 'Only src/features/*/api calls RPCs: add a hook there and use it.',
  },
  serviceDescriptor: {
    regex: '(^|/)gen/.+_pb$',
    importNamePattern: 'Service$',
    allowTypeImports: true,
    message: 'Only src/features/*/api calls RPCs (and tests register fake services): add a hook there and use it.',
  },
};

// rpcOnly forbids every RPC entry point but the ones allowed.
const rpcOnly = (...allowed) => {
  const kept = Object.entries(rpc)
    .filter(([name]) => !allowed.includes(name))
    .map(([, restriction]) => restriction);
  return [
    'error',
    {
      paths: kept.filter((r) => 'name' in r),
      patterns: kept.filter((r) => !('name' in r)),
    },
  ];
};

export default defineConfig(
  globalIgnores(['src/gen/', 'test-results/', 'dist-prerender/']),
  tseslint.configs.recommended,
  {
    rules: {
      // `const { dropped: _, ...rest } = value` is how a field is left out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },

  // Folders and lazy chunks. Everything under src first (src/app, src/test, main.tsx),
  // then shared code, then each feature.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(boundaries.staff, boundaries.editor, boundaries.editorModule, boundaries.icons, boundaries.adminShared) },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/config/**'],
    rules: { 'no-restricted-imports': restrict(boundaries.anyFeature, boundaries.app, boundaries.editor, boundaries.editorModule, boundaries.icons, boundaries.adminShared) },
  },
  {
    files: ['src/components/admin/**'],
    rules: { 'no-restricted-imports': restrict(boundaries.anyFeature, boundaries.app, boundaries.editor, boundaries.editorModule) },
  },
  {
    files: ['src/components/rich-text-editor/**'],
    rules: { 'no-restricted-imports': restrict(boundaries.anyFeature, boundaries.app, boundaries.icons, boundaries.adminShared) },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': restrict(
        boundaries.otherFeature(feature),
        boundaries.app,
        ...(isStaffOnly(feature) ? [] : [boundaries.staff, boundaries.icons, boundaries.adminShared]),
        boundaries.editor,
        boundaries.editorModule,
      ),
    },
  })),

  // Dates and times are written by src/lib/format-date.ts alone (one format on every screen,
  // calendar days that never shift a day), numbers by src/lib too.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Write dates and times with src/lib/format-date.ts (formatDate, formatDateTime, formatDay, …) and numbers with src/lib (money.ts, format-number.ts); extend them for a new variant.',
        },
        {
          selector: 'NewExpression[callee.object.name="Intl"][callee.property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]',
          message: 'Write dates and times with src/lib/format-date.ts (formatDate, formatDateTime, formatDay, …) and numbers with src/lib (money.ts, format-number.ts); extend them for a new variant.',
        },
        {
          selector: 'CallExpression[callee.object.name="Intl"][callee.property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]',
          message: 'Write dates and times with src/lib/format-date.ts (formatDate, formatDateTime, formatDay, …) and numbers with src/lib (money.ts, format-number.ts); extend them for a new variant.',
        },
      ],
    },
  },

  // RPCs only in the features' api/ folders.
  { files: ['src/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-restricted-imports': rpcOnly() } },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/features/*/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': rpcOnly('serviceDescriptor') },
  },
  { files: ['src/features/*/api/**'], rules: { '@typescript-eslint/no-restricted-imports': rpcOnly('useClient', 'serviceDescriptor') } },
  { files: ['src/lib/use-client.ts'], rules: { '@typescript-eslint/no-restricted-imports': rpcOnly('createClient') } },
  { files: ['src/lib/connect-transport.ts'], rules: { '@typescript-eslint/no-restricted-imports': rpcOnly('connectWeb') } },
);
