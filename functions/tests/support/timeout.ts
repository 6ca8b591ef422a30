import { jest } from '@jest/globals';

// Integration tests talk to DynamoDB Local (Java), s3rver and cognito-local. On a loaded two-core machine (npm
// test runs its parts and shards side by side; several checkouts may test at once) a hook that signs in a dozen
// users can take longer than Jest's 5 s default without anything being wrong. A limit is for hangs.
jest.setTimeout(60_000);
