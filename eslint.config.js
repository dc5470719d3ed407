// Lint for the app (src/), the service worker (src-sw/), the server (server/), the shared contract
// (contract/) and the tests.
// Imports in src/ flow one way: routes (and the app's top files) → features → domain → platform, and
// anything → src/shared/contract|validation and #contract/… (ARCHITECTURE §2, decision 056). The rules
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
const PLATFORM_FOLDERS = ['session', 'dates', 'i18n', 'router', 'pwa', 'access', 'api', 'ui'];
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

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'src/route-tree.gen.ts', '.data', 'test-results', 'playwright-report', 'screenshots', 'bench-results'] },
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
  {
    // What client and server share stays below everything else in src/.
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: restrict([
      { group: [...APP, '@/features/*', '@/domain/*', '@/platform/*', '../../features/*', '../../domain/*', '../../platform/*'], message: 'src/shared/contract and validation import only each other and #contract/' },
    ]),
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!shared/(contract|validation)/)',
              message: 'server/ may import only the shared contract and validation rules from src/',
            },
          ],
        },
      ],
    },
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
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
          selector: `${node}[source.value=/^\\.{1,2}\\/(?!.*\\.(ts|mjs|js|json)$)/]`,
          message: 'Node loads this file itself (decision 048): a relative import names the file, ./x.ts',
        })),
      ],
    },
  },
);
