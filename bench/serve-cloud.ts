/**
 * The local cloud in a process of its own for the benches, so the load generator (autocannon, in the bench's
 * process) does not share the gateway's event loop. Beside it, the yardstick for the local API: a bare Node
 * HTTP server doing one GetItem (the student's account item) per request against the same DynamoDB Local.
 * Beside them, the DynamoDB meter (bench/dynamo-meter.ts) on the functions' document client, read and reset
 * over HTTP at `meterUrl` (GET: the totals since the last read), so the bench counts what one request asked of
 * DynamoDB. Prints one JSON line `{endpoints, env, users, bareUrl, meterUrl}` when ready; stops when its
 * standard input ends.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { identityProvider } from '../functions/src/adapters/identity-provider';
import { documentClient } from '../functions/src/db/client';
import { startLocalCloud } from '../infra/local/src/cloud';
import { installDynamoMeter, takeMeter } from './dynamo-meter';

const cloud = await startLocalCloud({ dataDir: null, ports: 'auto', withGateway: true, seed: true });
const users = {
  student: await identityProvider().getUserId('student@demo.test'),
  admin: await identityProvider().getUserId('admin@demo.test'),
  faculty: await identityProvider().getUserId('faculty@demo.test'),
};
// The functions' client for the cloud's configuration (the one their handlers use: cached per configuration).
installDynamoMeter(documentClient());

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

const meter = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(takeMeter()));
});
await new Promise<void>((resolve) => meter.listen(0, '127.0.0.1', resolve));
const meterUrl = `http://127.0.0.1:${(meter.address() as AddressInfo).port}/`;

process.stdout.write(`${JSON.stringify({ endpoints: cloud.endpoints, env: cloud.env, users, bareUrl, meterUrl })}\n`);
process.stdin.resume();
process.stdin.once('end', () => {
  bare.close();
  meter.close();
  cloud.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
