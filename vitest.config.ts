import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Both cores of the 2-core machine: Vitest's default leaves one free, and the component tests
      // then ran on one (3.3 min; 2.0 with two, 2026-11-30).
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'happy-dom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['src/test-setup.ts'],
          },
        },
        {
          test: {
            // contract/ (decision 053): plain Node, like the server; each test file loads what its runtime needs.
            name: 'contract',
            environment: 'node',
            include: ['contract/**/*.test.ts'],
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts'],
            setupFiles: ['server/test-setup.ts'],
            // The migrated and the seeded database, made once per run; each test app loads a copy (server/testing/database-template.ts).
            globalSetup: ['server/testing/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            // PGlite instances are heavy; a few files at a time keep the 2-core machine responsive.
            maxWorkers: 2,
            // A worker runs its files one after another in one process, so the server's modules, the
            // fonts and PGlite are loaded once per worker, not once per file (about 2 of 8 minutes).
            // Each file still has its own apps and databases; server/test-setup.ts clears what the
            // process keeps between files.
            isolate: false,
          },
        },
        {
          test: {
            // The service worker (src-sw/) in plain Node over a fake worker scope (src-sw/testing/fake-scope.ts).
            // Workbox is loaded through Vite, so vi.resetModules() gives each test a fresh worker.
            name: 'sw',
            environment: 'node',
            include: ['src-sw/**/*.test.ts'],
            unstubGlobals: true,
            server: { deps: { inline: [/workbox-/] } },
          },
        },
      ],
    },
  }),
);
