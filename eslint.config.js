// ESLint (flat config): TypeScript, React hooks, and the layering of app/ (and of server/ over it) as rules, so an arrow from a
// lower layer up to a feature, a route or the root fails the build instead of growing quietly.
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `~/x/…` and relative paths that reach x. */
const layer = (name) => [`~/${name}`, `~/${name}/**`, `**/${name}/**`];
const forbid = (message, ...names) => ({ group: names.flatMap(layer), message });

/** Import rules per layer: routes → features → request → platform-client, ui, lib, i18n. */
const boundaries = [
  {
    files: ['app/features/**'],
    patterns: [forbid('Features never import routes or the root: pass data down, read root data through ~/request/root-data.', 'routes', 'root')],
  },
  {
    files: ['app/request/**'],
    patterns: [forbid('The request layer sits below the features and routes.', 'features', 'routes', 'root')],
  },
  {
    files: ['app/platform-client/**'],
    patterns: [forbid('The platform client knows nothing of brands, requests, features or UI.', 'request', 'features', 'routes', 'root', 'ui')],
  },
  {
    files: ['app/ui/**'],
    patterns: [forbid('ui/ is generic: it imports no feature, request or platform code.', 'features', 'routes', 'root', 'request', 'platform-client')],
  },
  {
    files: ['app/lib/**', 'app/i18n/**'],
    patterns: [forbid('lib/ and i18n/ are the bottom layer.', 'features', 'routes', 'root', 'request', 'platform-client', 'ui')],
  },
];

/**
 * What a feature may import from another feature; anything else crosses only through a lower layer
 * (ui/, lib/, request/, platform-client/). A module here is another feature's public face, named
 * with the features allowed to use it ('*': every feature). Keep the list short: code that many
 * features share belongs a level down, not on this list.
 */
const FEATURE_ALLOW_LIST = {
  // Money moves, the wallet and the cashier's refusals: every centre that moves money uses them.
  cashier: '*',
  // The brand's CMS content (pages, banners, announcements) is shown on every public page.
  content: '*',
  // Game grids, vendor links and launch targets: the home page, menus, rankings and matches show games.
  games: '*',
  // Links into the member centre, and the menu's badge refresh.
  'member/pages.ts': '*',
  'member/use-public-state.ts': ['chrome'],
  // A signed-in player's header on a shared page is the one viewerFor makes.
  'member/public-state.server.ts': ['accounts'],
  // A break or self-exclusion refuses sign-in with the same help organisations as the centre's page.
  'member/responsible-gaming/help-list.tsx': ['accounts'],
  'member/responsible-gaming/responsible-gaming.server.ts': ['accounts'],
  'accounts/use-balance.ts': ['chrome', 'games'],
  'help/terms-modal.tsx': ['accounts'],
  'help/help-prose.css.ts': ['blog'],
  'hot-matches/hot-match-cards.tsx': ['home'],
  'hot-matches/hot-matches.server.ts': ['home'],
  'home/home-icons.tsx': ['rankings'],
  'agent/contracts/contract-request-prompt.tsx': ['chrome'],
};

/** One zone per feature: it may import its own folder and what the allow-list grants it, no other feature. */
const featureZones = fs
  .readdirSync('app/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./app/features/${name}`,
    from: './app/features',
    except: [
      ...new Set([
        `./${name}`,
        ...Object.entries(FEATURE_ALLOW_LIST)
          .filter(([, users]) => users === '*' || users.includes(name))
          .map(([module]) => `./${module}`),
      ]),
    ],
    message:
      'A feature imports another feature only through FEATURE_ALLOW_LIST in eslint.config.js: move what they share down to ui/, lib/ or request/, or name the module there with a reason.',
  }));

/** Outside platform/, the reference platform is reached by its package name, never by a path into its folder. */
const platformByName = {
  group: ['**/platform/*', '**/platform/**'],
  message: 'Import the reference platform by its package name: @whitelabel/reference-platform/<module>.',
};

const serverOnlyInComponents = {
  group: ['**/*.server', '**/*.server.ts'],
  allowTypeImports: true,
  message: 'Components run in the browser: import only types from *.server modules.',
};

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'public/build/**',
      '.cache/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'tests/.artifacts/**',
      'themes/index.ts',
      'themes/index.css.ts',
      'themes/names.ts',
      'themes/palette.ts',
      'platform/data/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-control-regex': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // no-cycle reads the imported files too: with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // The two rules of hooks. The compiler-oriented rules of v7 (set-state-in-effect, refs) flag the
      // mount-time reads of browser storage that keep server markup and hydration identical; they come
      // with the React Compiler, not before.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: ['app/features/**'], rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] } },
  ...boundaries.map(({ files, patterns }) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } })),
  // The HTTP server reaches the app only through the build (the `site` app/entry.server exports): from the
  // sources it may take that export's types, and nothing else.
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/**', '**/app/**', '!**/app/entry.server'],
              message: 'The server reaches the app through the build: read it from `site` (server/site-entry.ts).',
            },
            {
              group: ['**/app/entry.server'],
              allowTypeImports: true,
              message: 'The server loads the build, never the entry from source: import its types only.',
            },
            platformByName,
          ],
        },
      ],
    },
  },
  // The reference platform is a package of its own (@whitelabel/reference-platform): it stands alone, and
  // the rest of the repo reaches it by that name, not by a path into the folder.
  {
    files: ['platform/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'platform/tsconfig.json' })],
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/**', '#themes/**', '**/app/**', '**/server/**', '**/scripts/**', '**/tests/**'],
              message: 'The reference platform imports nothing from the site, its server, scripts or tests.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [platformByName] }] },
  },
  // A Playwright runner and each worker load every spec file: a spec reads its slot's paths from e2e-slot.ts, not from
  // stack.ts, which loads vitest (and is where a stack starts) for what a spec never uses (decision 106).
  {
    files: ['tests/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            platformByName,
            { group: ['**/support/stack'], message: "Import the slot's paths (E2E_PLATFORM_DB, E2E_SITE_LOG) from '../support/e2e-slot'." },
          ],
        },
      ],
    },
  },
  // Browser components keep their layer's rules and may import only types from server modules.
  ...boundaries
    .filter(({ files }) => files.includes('app/features/**') || files.includes('app/ui/**'))
    .map(({ files, patterns }) => ({
      files: files.map((f) => `${f}/*.tsx`),
      rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, serverOnlyInComponents] }] },
    })),
);
