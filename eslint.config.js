// Lint for the app (src/), the service worker (src-sw/), the server (server/), the shared contract
// (contract/) and the tests.
// Imports in src/ flow one way: routes (and the app's top files) → features → domain → platform, and
// anything → #contract/… (ARCHITECTURE §2, decision 056). The rules
// below enforce it: no-restricted-imports per layer (and per folder inside domain/ and platform/, in
// the order below), and import-x/no-cycle for cycles between modules.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

/** The app's entry files and the route tree: only routes and these files import them. */
const APP = ['@/routes/*', '@/route-tree.gen', '@/main', '@/router', '@/first-screens', '@/offline-start', '@/offline-essentials'];

/**
 * The folders of a layer, lowest first: a folder imports only the folders before it (and its own
 * files), so no two folders import each other. `@/<layer>/<folder>/…` or `../<folder>/…`.
 */
const PLATFORM_FOLDERS = ['stored', 'session', 'dates', 'i18n', 'router', 'pwa', 'access', 'api', 'ui'];
const DOMAIN_FOLDERS = ['personal-data', 'attendance', 'identity', 'policies', 'navigation'];

/** A regex for an import of one of `folders` of `layer`, by alias or relative path. */
const folderImport = (layer, folders) => `^(@/${layer}/|(\\.\\./)+(${layer}/)?)(${folders.join('|')})(/|$)`;

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const layerFolders = (layer, folders, below) =>
  folders.map((folder, index) => ({
    files: [`src/${layer}/${folder}/**/*.{ts,tsx}`],
    rules: restrict([
      ...below,
      ...(index + 1 < folders.length
        ? [{ regex: folderImport(layer, folders.slice(index + 1)), message: `${layer}/${folder} imports only ${layer}/{${folders.slice(0, index).join(', ') || 'nothing else'}} of its layer (the order is in eslint.config.js)` }]
        : []),
    ]),
  }));

const NOT_ABOVE_DOMAIN = [{ group: [...APP, '@/features/*', '../../features/*'], message: 'domain/ must not import features, routes or the app’s entry files' }];
const NOT_ABOVE_PLATFORM = [
  { group: [...APP, '@/features/*', '@/domain/*', '../../features/*', '../../domain/*'], message: 'platform/ must not import domain, features, routes or the app’s entry files' },
];

/** server/ never imports src/: what both sides need is in contract/ (#contract/…). */
const SERVER_SRC = {
  regex: '^(\\.\\./)+src(/|$)|^@/',
  message: 'server/ never imports src/: what client and server share lives in contract/ (#contract/…)',
};
const serverImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [SERVER_SRC, ...patterns] }] });
const OTHER_MODULE_INSIDES = {
  regex: '^\\.\\./[^/.]+/([^/]*routes|queries)\\.ts$',
  message: "A module uses another module only through its service, never its routes or queries (decision 055)",
};
const SERVICE_KNOWS_NO_HTTP = [
  { group: ['hono', 'hono/*', '@hono/*'], message: 'Services know nothing of HTTP: throw a DomainError (server/domain-error.ts); http/errors.ts maps it' },
  { regex: '(^|/)http/', message: 'Services never import http/: take plain parameters (server/deps.ts), throw DomainError' },
];
const ROUTES_KNOW_NO_DATABASE = [
  { group: ['kysely', 'kysely/*'], message: 'No database in a route file: call the service' },
  { regex: '(^|/)(db/|queries\\.ts$)', message: 'Route files import neither db/ nor queries.ts: call the service' },
];

/**
 * The build takes every `v.…` call for pure (vite.config.ts, decision 057), so one whose result is
 * unused would vanish from the app: `v.parse(Schema, value);` as a check of its own must keep its result.
 */
const VALIBOT_CALL_KEEPS_ITS_RESULT = {
  selector: "ExpressionStatement > CallExpression[callee.object.name='v']",
  message: 'The build drops a valibot call whose result is unused (decision 057): use its result (const checked = v.parse(…))',
};

/** Code Node runs as it is (decision 048) names the file of each relative import: ./x.ts. */
const NAMES_THE_FILE = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
  selector: `${node}[source.value=/^\\.{1,2}\\/(?!.*\\.(ts|mjs|js|json)$)/]`,
  message: 'Node loads this file itself (decision 048): a relative import names the file, ./x.ts',
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e-v2', 'dev-dist', 'node_modules', 'src/route-tree.gen.ts', '.data', 'test-results', 'playwright-report', 'screenshots', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Cycles between modules, wherever they are (the import graph of src/, src-sw/ and contract/).
    files: ['src/**/*.{ts,tsx}', 'src-sw/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Every file of a layer (a folder not yet in the order too), then each folder with its order.
  { files: ['src/platform/**/*.{ts,tsx}'], rules: restrict(NOT_ABOVE_PLATFORM) },
  { files: ['src/domain/**/*.{ts,tsx}'], rules: restrict(NOT_ABOVE_DOMAIN) },
  ...layerFolders('platform', PLATFORM_FOLDERS, NOT_ABOVE_PLATFORM),
  ...layerFolders('domain', DOMAIN_FOLDERS, NOT_ABOVE_DOMAIN),
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: [...APP, '@/features/*', '../*'],
        message: 'A feature imports only domain/ and platform/ (via @/) and its own files; what two features need moves to domain/ (business) or platform/ (any app)',
      },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: serverImports(),
  },
  {
    // No import cycles in the server (decision 055): db/ below services, services below routes, app on top.
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // The infrastructure below the modules: it knows none of them, nor HTTP, nor the demo data.
    files: ['server/db/**/*.ts', 'server/pdf/**/*.ts', 'server/domain-error.ts'],
    ignores: ['**/*.test.ts'],
    rules: serverImports({ regex: '(^|/)(modules|http|seed)/', message: 'db/, pdf/ and domain-error.ts import nothing from modules/, http/ or seed/' }),
  },
  {
    // A module uses another module only through its service files, never its routes or queries.
    files: ['server/modules/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/modules/*/*routes.ts', 'server/modules/*/schemas.ts'],
    rules: serverImports(OTHER_MODULE_INSIDES, ...SERVICE_KNOWS_NO_HTTP),
  },
  {
    // contract/ is what client, service worker and server share (decision 053): it imports none of them,
    // only its own files (relative, ending in .ts) and packages.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./|@/|#contract/)|(^|/)(src|server|src-sw)/',
              message: 'contract/ imports nothing from src/, server/ or src-sw/: only its own files (./x.ts) and packages',
            },
          ],
        },
      ],
    },
  },
  {
    // Code Node runs as it is (decision 048: type stripping, no bundler) must name the file it imports:
    // `./x.ts`. tsc (NodeNext) already says so for server/; this covers the rest Node loads directly.
    files: ['server/**/*.ts', 'contract/**/*.ts', 'tests/e2e/**/*.ts', 'scripts/**/*.mjs'],
    rules: {
      'no-restricted-syntax': ['error', ...NAMES_THE_FILE, VALIBOT_CALL_KEEPS_ITS_RESULT],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'src-sw/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', VALIBOT_CALL_KEEPS_ITS_RESULT] },
  },
  {
    // Route files speak HTTP only: parse, call the service, answer. No database access (decision 055).
    files: ['server/modules/*/*routes.ts'],
    rules: {
      ...serverImports(OTHER_MODULE_INSIDES, ...ROUTES_KNOW_NO_DATABASE),
      // After the block above, so its rule is kept here too (a later block replaces a rule's options).
      'no-restricted-syntax': [
        'error',
        ...NAMES_THE_FILE,
        VALIBOT_CALL_KEEPS_ITS_RESULT,
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
          message: 'No database call in a route file: put the query in queries.ts and call it from the service',
        },
      ],
    },
  },
);
