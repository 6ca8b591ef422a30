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
      testMatch: ['<rootDir>/functions/tests/**/*.int.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/functions/tests/db/lean-dynamodb.int.test.ts'],
      // The code as every Lambda ships it (ADR 0021): the bundles alias the SDK's DynamoDB and SQS clients to the
      // lean ones over fetch (infra/lib/constructs/bundle-options.ts leanClientAliases); so do these tests. The
      // SDK's own clients run in the local cloud (npm start, the e2e tests) and in `integration-sdk` below.
      moduleNameMapper: {
        '^@aws-sdk/(lib-dynamodb|client-dynamodb)$': '<rootDir>/functions/src/adapters/dynamodb-over-fetch.ts',
        '^@aws-sdk/client-sqs$': '<rootDir>/functions/src/adapters/sqs-over-fetch.ts',
      },
      globalSetup: '<rootDir>/infra/local/test/global-setup.ts',
      globalTeardown: '<rootDir>/infra/local/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/functions/tests/support/timeout.ts'],
    },
    {
      // The SDK as it is: the local cloud's own tests (it runs the sources with the SDK) and the lean DynamoDB
      // client compared with the SDK's on the same scenario. The same emulators (one global setup for both).
      ...base,
      displayName: 'integration-sdk',
      rootDir: '<rootDir>',
      testMatch: ['<rootDir>/functions/tests/db/lean-dynamodb.int.test.ts', '<rootDir>/infra/local/**/*.int.test.ts'],
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
