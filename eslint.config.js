// ESLint 9 flat config for the whole monorepo: type-aware typescript-eslint (each file is checked
// with the tsconfig.json of its workspace, found by the project service), import cycles through
// the TypeScript resolver (so @mpx/* workspace imports are followed into their sources), and the
// project's own rules: no `x!`, no floating promises, no `process.env` outside the config module,
// one way to write (`write()` from packages/api/src/core/write.ts), the layers of packages/api/src
// and of apps/web/src (no import runs back up, ADR 014 and 023). Formatting is Prettier's job
// (`prettier --check .`); eslint-config-prettier comes last and turns off every stylistic rule.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

const TS = ['**/*.ts', '**/*.tsx'];

/**
 * packages/api/src in layers (ADR 014). Platform is everything that is neither an area nor the
 * composition: core/, the root foundation files (context, errors, trpc, logger, time), policy/,
 * config/, mail/, events/ (the bus), photos/, users/, rest/ (route helpers), site/ and testing/;
 * it imports no area. The areas come next, in rows from the bottom: an area imports platform and
 * the areas of lower rows, never an area of its own row or above (listings learns of saved
 * searches through `Deps.listingWatchers`, which the server fills, instead of importing them).
 * The composition on top (the app router, the REST route table, the OpenAPI document, the policy
 * lookup and the package's index) imports anything, and nothing below imports it. Type-only
 * imports count too: a type belongs to the layer that declares it, and a lower layer that names
 * an upper one's type depends on it as surely as on its code.
 */
const API = 'packages/api/src';
const AREA_ROWS = [
  ['notifications', 'places'],
  ['messages', 'setup'],
  ['auth', 'profile', 'ratings', 'loans'],
  // A listing itself (writes, shapes, reading one, access), then browsing them (the filter
  // table, the catalog, facets, similar sizes), which mounts the listing procedures with its own.
  ['listings'],
  // Browsing listings; deals (offers, reservations, completed deals) act on listings and loans.
  ['browse', 'deals'],
  // For you (fit) reads a member's setup through the browse engine.
  ['searches', 'moderation', 'admin', 'watchlist', 'prices', 'fit'],
  // A wanted post is a saved search with a public face: the one matcher, the one digest (ADR 025).
  ['wanted'],
];
const AREAS = AREA_ROWS.flat();
const COMPOSITION = ['root.ts', 'index.ts', 'routes.ts', 'openapi.ts', 'procedure-policy.ts', 'procedure-policy.test.ts'];
const PLATFORM = readdirSync(`${import.meta.dirname}/${API}`).filter((name) => !AREAS.includes(name) && !COMPOSITION.includes(name));
const inApi = (names) => names.map((name) => `${API}/${name}`);

/**
 * apps/web/src in layers (ADR 023), bottom to top: `ui/` and `lib/` (generic parts, with the
 * tRPC client, the query client and zod's setup at the root), then the entities in rows (one
 * folder per noun: presentational pieces and their queries), then the features in rows (one per
 * use case), then `routes/`, which compose the features of a page, and on top the composition
 * (the app, the router, the page drawing in `ssr/`). A folder imports only its own layer's base
 * and what lies below: an entity imports the entities of lower rows, a feature the features of
 * lower rows, never one of its own row or above. Type-only imports count too. `test/` (renderApp
 * starts the whole app) stands outside the layers.
 */
const WEB = 'apps/web/src';
const WEB_ENTITY_ROWS = [['site', 'user', 'size', 'price'], ['listing'], ['place']];
const WEB_FEATURE_ROWS = [
  ['session', 'static', 'moderation', 'ratings', 'messages', 'sizes'],
  ['auth', 'notifications', 'loans'],
  // Deals (offers, reservations, completed deals) use the loans of row 2 (trial-to-buy) and
  // rate through ratings; My Listings and the pages above show them.
  ['searches', 'watchlist', 'realtime', 'setup', 'deals'],
  // For you: the rows of listings for a member's setup, which the home page shows.
  ['fit'],
  ['profile', 'browse', 'my-listings'],
  // The wanted board; its sellers' line on their own listing page is composed by the listing route.
  ['wanted'],
  ['listing', 'admin'],
  // The app's frame: the header gathers the inbox, notifications, live events and "Add listing".
  ['layout'],
];
/** The root files below everything: the tRPC client, the query client, zod's setup. */
const WEB_BASE_FILES = ['trpc.ts', 'queryClient.ts', 'zodJitless.ts'];
const WEB_COMPOSITION = [
  'ssr',
  ...readdirSync(`${import.meta.dirname}/${WEB}`).filter((name) => /\.tsx?$/.test(name) && !WEB_BASE_FILES.includes(name) && !/\.test\.tsx?$/.test(name)),
];
const inWeb = (names) => names.map((name) => `${WEB}/${name}`);
// A folder outside the rows would escape the rule: a new entity or feature is placed first.
for (const [kind, rows] of [
  ['entities', WEB_ENTITY_ROWS],
  ['features', WEB_FEATURE_ROWS],
]) {
  const unplaced = readdirSync(`${import.meta.dirname}/${WEB}/${kind}`).filter((name) => !rows.flat().includes(name));
  if (unplaced.length > 0) throw new Error(`${WEB}/${kind}: place ${unplaced.join(', ')} in a row of eslint.config.js (ADR 023).`);
}
/** Zones for one layer split in rows: each folder may not import its own row or those above. */
const webRowZones = (kind, rows, above) =>
  rows.flatMap((row, i) =>
    row.map((name) => ({
      target: `${WEB}/${kind}/${name}`,
      from: [
        ...inWeb(
          rows
            .slice(i)
            .flat()
            .filter((other) => other !== name)
            .map((other) => `${kind}/${other}`),
        ),
        ...above,
      ],
      message: `${kind}/${name} imports only ui/, lib/${kind === 'features' ? ', entities/' : ''} and the ${kind} of lower rows: ${rows.slice(0, i).flat().join(', ') || 'none'} (ADR 023).`,
    })),
  );
const webLayerZones = [
  {
    target: inWeb(['ui', 'lib', ...WEB_BASE_FILES]),
    from: inWeb(['entities', 'features', 'routes', ...WEB_COMPOSITION]),
    message: 'ui/ and lib/ are generic: they import no entity, feature, route or composition file (ADR 023).',
  },
  ...webRowZones('entities', WEB_ENTITY_ROWS, inWeb(['features', 'routes', ...WEB_COMPOSITION])),
  ...webRowZones('features', WEB_FEATURE_ROWS, inWeb(['routes', ...WEB_COMPOSITION])),
  { target: inWeb(['routes']), from: inWeb(WEB_COMPOSITION), message: 'Routes import no composition file (ADR 023).' },
];

/** Tests, test support and harnesses: they may build odd shapes on purpose. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', 'apps/*/test/**', 'apps/*/e2e/**', 'apps/web/src/test/**', 'packages/testing/**'];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/.turbo/**',
      '.tools/**',
      '**/coverage/**',
      'data/**',
      'drizzle/**',
      // Generated by @tanstack/router-plugin.
      'apps/web/src/routeTree.gen.ts',
    ],
  },

  js.configs.recommended,

  // Type-aware TypeScript rules, for TypeScript files only.
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `x!` hides a missing value until it crashes somewhere else: check it, or throw a clear error.
      '@typescript-eslint/no-non-null-assertion': 'error',

      // A promise nobody awaits loses its rejection (an unhandled rejection stops the server).
      '@typescript-eslint/no-floating-promises': 'error',
      // React's onClick/onSubmit may be given an async function: React ignores the returned promise
      // and the handlers report their own errors. Everywhere else a promise where a void callback
      // is expected is an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],

      // Casts: `as` only (no `<T>x`), never on an object literal (annotate the variable or use
      // `satisfies`), and none that narrow a type unchecked: a typed column, a schema's parse or a
      // type guard tells the truth, `row as Listing` only claims it.
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'as', objectLiteralTypeAssertions: 'never' }],
      '@typescript-eslint/no-unsafe-type-assertion': 'error',

      // TanStack Router's loaders and guards redirect by throwing `redirect(...)` (a Response).
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: 'Redirect' },
            { from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' },
          ],
        },
      ],

      // Off: Fastify plugins and hooks are `async` by contract (a hook that is neither async nor
      // takes `done` never finishes), and so are fakes of async interfaces in tests. A missing
      // `await` where it matters is caught by no-floating-promises and no-misused-promises.
      '@typescript-eslint/require-await': 'off',

      // `_`-prefixed parameters and variables are deliberately unused (e.g. Fastify hook signatures).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // Tests read responses through Fastify's `res.json()`, which is `any` by design (the parsed body
  // of whatever the server answered), and assert on it with expect(): the `any` family of
  // rules would flag nearly every assertion (~420 findings) and make the tests no safer. Source
  // code keeps them: there an `any` must be parsed or typed first.
  {
    files: TESTS,
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // Plain JavaScript (this file, apps/server/build.mjs): no type information, Node globals.
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },

  // Import cycles, followed through the TypeScript resolver: relative imports, `@mpx/*` workspace
  // packages (resolved through their package.json `exports` to their TypeScript sources) and
  // path aliases. `import type` is erased at compile time, so the rule skips it.
  {
    files: TS,
    plugins: { 'import-x': importX },
    settings: {
      // Parse imported TypeScript files too (the default is .js only, which would stop the
      // cycle search at the first import).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
    },
  },

  // The layers of packages/api/src (see API above): an import that runs back up is an error.
  {
    files: [`${API}/**/*.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: inApi(PLATFORM), from: inApi([...AREAS, ...COMPOSITION]), message: 'Platform code imports no area and no composition (ADR 014).' },
            { target: inApi(AREAS), from: inApi(COMPOSITION), message: 'Areas import no composition file (ADR 014).' },
            // An area alone in the top row has nothing above it to refuse: no zone.
            ...AREA_ROWS.flatMap((row, i) =>
              (AREA_ROWS.slice(i).flat().length > 1 ? row : []).map((area) => ({
                target: `${API}/${area}`,
                from: inApi(
                  AREA_ROWS.slice(i)
                    .flat()
                    .filter((other) => other !== area),
                ),
                message: `${area} imports only platform and the areas below its row: ${AREA_ROWS.slice(0, i).flat().join(', ') || 'none'} (ADR 014).`,
              })),
            ),
          ],
        },
      ],
    },
  },

  // The layers of apps/web/src (see WEB above): an import that runs back up is an error.
  {
    files: [`${WEB}/**/*.ts`, `${WEB}/**/*.tsx`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayerZones }],
    },
  },

  // `process.env` belongs to the config module, which validates every setting once.
  {
    files: TS,
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings from the validated config (apps/server/src/config.ts), not process.env.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:process', 'process'].map((name) => ({
            name,
            importNames: ['env'],
            message: 'Read settings from the validated config (apps/server/src/config.ts), not process.env.',
          })),
        },
      ],
    },
  },
  {
    files: [
      // The config module: the one place the server reads its environment.
      'apps/server/src/config.ts',
      // Vite's build/dev-server config runs outside the app (API_URL for the dev proxy).
      'apps/web/vite.config.ts',
      // Browser-test harness: starts the built server with an environment, finds Chromium.
      'apps/web/e2e/harness/**',
      // Benchmark drivers: start the built server as a child process with its environment.
      'apps/server/bench/**',
      'apps/web/bench/**',
      // Process-level tests spawn the server and the CLI as child processes and pass PATH on.
      'apps/server/test/ops/**',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-imports': 'off' },
  },

  // One way to write: a transaction is opened by `write()` (packages/api/src/core/write.ts), which
  // takes the IMMEDIATE lock and runs after-commit work only once the commit succeeded.
  {
    files: TS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Write through write() from packages/api/src/core/write.ts, not a transaction of your own.',
        },
      ],
    },
  },
  {
    files: [
      // The write helper itself.
      'packages/api/src/core/write.ts',
      // The bulk demo seeder inserts thousands of rows per transaction, outside any request.
      'apps/server/src/cli/demo/**',
      // The size data migration runs with the schema migrations, before anything listens.
      'packages/db/src/sizes.ts',
      // Tests set up fixtures and probe the schema directly.
      ...TESTS,
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },

  // React: the rules of hooks and the React Compiler's checks, for the web app.
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },

  prettier,
);
