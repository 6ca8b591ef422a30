/**
 * The local cloud in a process of its own for the benches, so the load generator (autocannon, in the bench's
 * process) does not share the gateway's event loop. Beside it, the yardstick for the local API: a bare Node
 * HTTP server doing one GetItem (the student's account item) per request against the same DynamoDB Local.
 * Prints one JSON line `{endpoints, env, users, bareUrl}` when ready; stops when its standard input ends.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { identityProvider } from '../functions/src/adapters/identity-provider';
import { startLocalCloud } from '../infra/local/src/cloud';

const cloud = await startLocalCloud({ dataDir: null, ports: 'auto', withGateway: true, seed: true });
const users = {
  student: await identityProvider().getUserId('student@demo.test'),
  admin: await identityProvider().getUserId('admin@demo.test'),
};

const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: cloud.env.AWS_REGION,
    endpoint: cloud.env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);
const bare = createServer((_request, response) => {
  dynamo
    .send(new GetCommand({ TableName: cloud.env.TABLE_NAME, Key: { pk: `USER#${users.student}`, sk: 'ACCOUNT' } }))
    .then(
      ({ Item }) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: Item?.userId }));
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

process.stdout.write(`${JSON.stringify({ endpoints: cloud.endpoints, env: cloud.env, users, bareUrl })}\n`);
process.stdin.resume();
process.stdin.once('end', () => {
  bare.close();
  cloud.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
