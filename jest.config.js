// One Jest configuration, one project per kind of test (docs/architecture.md §9). ESM mode (middy is ESM-only),
// TypeScript through @swc/jest. `npm test` runs them in order through scripts/test.mjs.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transformIgnorePatterns: ['/node_modules/'],
  testEnvironment: 'node',
};

export default {
  // Jest's ESM mode keeps every test file's modules alive in the process that ran it: in one process the unit
  // run's heap grew to 4 GB by its 90th file and each file then took minutes of garbage collection. With a limit,
  // Jest runs test files in worker processes (even one worker) and replaces a worker whose heap passed it.
  // (Integration and e2e shards run in band, beside their cloud, over fewer files each.)
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...base, displayName: 'shared', rootDir: '<rootDir>/shared', testMatch: ['<rootDir>/src/**/*.test.ts'] },
    {
      ...base,
      displayName: 'events',
      rootDir: '<rootDir>/events',
      testMatch: ['<rootDir>/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
    },
    {
      ...base,
      displayName: 'functions',
      rootDir: '<rootDir>/functions',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'infra',
      rootDir: '<rootDir>/infra',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'web',
      rootDir: '<rootDir>/web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      moduleNameMapper: { '\\.(css)$': '<rootDir>/src/test/style-stub.js' },
    },
    {
      ...base,
      displayName: 'integration',
      rootDir: '<rootDir>',
      // The code as every Lambda ships it: the AWS SDK's clients (ADR 0024), the local cloud's own tests too.
      testMatch: ['<rootDir>/functions/tests/**/*.int.test.ts', '<rootDir>/infra/local/**/*.int.test.ts'],
      globalSetup: '<rootDir>/infra/local/test/global-setup.ts',
      globalTeardown: '<rootDir>/infra/local/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/functions/tests/support/timeout.ts'],
    },
    {
      ...base,
      displayName: 'e2e',
      rootDir: '<rootDir>/web',
      testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'],
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
    },
  ],
};
