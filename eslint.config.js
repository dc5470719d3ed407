// Lint for the app (src/), the service worker (src-sw/), the server (server/), the shared contract
// (contract/) and the tests.
// Imports flow one way: routes → features → shared (ARCHITECTURE §2); the rules below enforce it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noUpwardImports = (message, extra = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: ['@/routes/*', '@/route-tree.gen', ...extra], message }] },
  ],
});

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
