import { afterEach, describe, expect, it } from '@jest/globals';
import { documentClient, SDK_LOGGER_MIDDLEWARE } from '../../src/db/client';
import { config } from '../../src/lib/config';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('the DynamoDB document client', () => {
  it('has no SDK logger middleware (it copied every input and output for a no-op logger)', () => {
    process.env.TABLE_NAME = 'sdk-client-test';
    process.env.DYNAMODB_ENDPOINT = 'http://127.0.0.1:1';
    const names = documentClient().middlewareStack.identify().join('\n');
    expect(names).not.toContain(SDK_LOGGER_MIDDLEWARE);
    // The round-trip counter the integration tests rely on is still there.
    expect(names).toContain('tesseraRoundTripCounter');
  });
});

describe('config()', () => {
  it('follows the environment outside a Lambda', () => {
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    process.env.TABLE_NAME = 'first';
    expect(config().tableName).toBe('first');
    process.env.TABLE_NAME = 'second';
    expect(config().tableName).toBe('second');
  });
});

describe('config() in a Lambda', () => {
  // Last in this file: once read in a Lambda, the configuration is kept for the module's life.
  it('is read once, as the environment is fixed for the container', () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'tessera-system';
    process.env.TABLE_NAME = 'lambda-table';
    expect(config().tableName).toBe('lambda-table');
    process.env.TABLE_NAME = 'changed';
    expect(config().tableName).toBe('lambda-table');
  });
});
