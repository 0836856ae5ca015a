import { defineConfig } from 'vitest/config';

// One Vitest run, one project per workspace; `npm test` picks them by name.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.test.ts'],
          globalSetup: ['./support/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A journey that fails is run once more before the run fails, and the reporter marks it
          // as retried: a real defect fails both tries, and a retried pass is still read as a flake
          // to fix (the log names it).
          retry: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
