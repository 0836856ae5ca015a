import { defineConfig } from 'vitest/config';

// One Vitest run, one project per workspace; `npm test` picks them by name.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      { test: { name: 'scripts', root: 'scripts', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          // `npm run test:unit` runs this project on its own with --no-isolate (a project's own
          // isolate setting is not applied in a run of several): files share their worker's modules
          // instead of loading the app's module graph again each, which was most of this project's
          // time. A file that mocks a module loads its own copy first (vi.resetModules in its
          // vi.hoisted block; src/test/module-mocks.test.ts checks).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
      'apps/console/vite.config.ts',
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
