// Lint for the app (src/), the service worker (src-sw/), the server (server/), the shared contract
// (contract/) and the tests.
// Imports flow one way: routes → features → shared (ARCHITECTURE §2); the rules below enforce it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';

const noUpwardImports = (message, extra = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: ['@/routes/*', '@/route-tree.gen', ...extra], message }] },
  ],
});

/** server/ may import from src/ only the shared contract and validation rules (issue 14 moves them to contract/). */
const SERVER_SRC = {
  regex: '^(\\.\\./)+src/(?!shared/(contract|validation)/)',
  message: 'server/ may import only the shared contract and validation rules from src/',
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
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: noUpwardImports('shared/ must not import features or routes', ['@/features/*', '../features/*', '../../features/*']),
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: noUpwardImports('A feature imports only shared/ (via @/shared) and its own files; what two features need moves to shared/', [
      '@/features/*',
      '../*',
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
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js'] })],
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
    // Route files speak HTTP only: parse, call the service, answer. No database access (decision 055).
    files: ['server/modules/*/*routes.ts'],
    rules: {
      ...serverImports(OTHER_MODULE_INSIDES, ...ROUTES_KNOW_NO_DATABASE),
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
          message: 'No database call in a route file: put the query in queries.ts and call it from the service',
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
);
