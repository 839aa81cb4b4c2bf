import { defineConfig } from 'vitest/config';

/**
 * One run, every kind of test. The API suite runs on PGlite always, and a second time on PostgreSQL
 * when TEST_DATABASE_URL is set (as CI does). Browser tests run last, one file at a time.
 */
/**
 * Tests run the TypeScript sources, @canino/shared's too: its `source` export condition (decision 007)
 * comes first, before the build that plain node takes, for browser-like and for node modules alike.
 */
const nodeSourceConditions = ['source', 'module', 'node', 'development|production'];
const fromSources = {
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: nodeSourceConditions } },
  // Vitest's own environment loads the global setups (the API's opens a database through the sources).
  environments: { __vitest__: { resolve: { conditions: nodeSourceConditions } } },
};

/**
 * The API runs under plain node, which never takes a package's `module` export (a bundler's): the API
 * tests resolve as node does. The AWS SDK's `module` build imports files without extensions, which only
 * a bundler can load.
 */
const apiProject = (name: string, env: Record<string, string>) => ({
  ...fromSources,
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    name,
    include: ['apps/api/test/**/*.test.ts'],
    // One migrated database per run, copied by each test file (see the file).
    globalSetup: ['apps/api/test/helpers/database-templates.ts'],
    // Each file builds its own server and database, so files need no fresh module graph of their own: one
    // per worker saves loading the server's modules again for every file (the suite's import time fell from
    // about 690 s to about 80 s, summed over the workers).
    isolate: false,
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores, one file at a time. An API
    // test file spends much of its time waiting (PostgreSQL, a server it started, a timer), so two run
    // side by side; the browser tests stay one at a time, after the rest.
    maxWorkers: 2,
    projects: [
      // Checks of the repository as a whole, not of one workspace (what its documents and comments say).
      { test: { name: 'repository', include: ['test/**/*.test.ts'] } },
      { ...fromSources, test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      { ...fromSources, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      apiProject('api-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', { TEST_DB: 'postgres' })] : []),
      {
        ...fromSources,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Pages load code and data over the network; wait for what the user would see, up to 10 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
