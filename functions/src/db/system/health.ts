import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../client';

/** Access pattern "table reachable": GetItem of a key nothing uses (pk HEALTH / sk HEALTH). */
export async function pingTable(): Promise<void> {
  await documentClient().send(new GetCommand({ TableName: tableName(), Key: { pk: 'HEALTH', sk: 'HEALTH' } }));
}
