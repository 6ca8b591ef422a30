import { getClientConfig, getHealth } from '@tessera/shared';
import { handler } from '../../src/http/system/handler';
import { apiEvent, json, lambdaContext } from '../support/events';
import { invoke } from '../support/invoke';

describe('system context', () => {
  it('GET /api/health answers {status:"ok"} once the table is reachable', async () => {
    await expect(invoke(getHealth)).resolves.toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('GET /api/config gives the web the pool, its client, the local Cognito endpoint and the environment, without signing in', async () => {
    const answer = await invoke(getClientConfig);
    expect(answer).toEqual({
      status: 200,
      body: {
        region: process.env.AWS_REGION,
        userPoolId: process.env.USER_POOL_ID,
        userPoolClientId: process.env.USER_POOL_CLIENT_ID,
        cognitoEndpoint: process.env.COGNITO_ENDPOINT,
        environment: 'test',
      },
    });
  });

  it('answers a route the context does not serve with a JSON 404', async () => {
    const result = await handler(apiEvent('GET /api/not-a-route'), lambdaContext);
    expect({ status: result.statusCode, body: json(result) }).toEqual({
      status: 404,
      body: { code: 'system.route_not_found', message: 'No such route.', fields: {} },
    });
  });
});
