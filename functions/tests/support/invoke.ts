import { handler as identityHandler } from '../../src/http/identity/handler';
import { handler as systemHandler } from '../../src/http/system/handler';
import { apiEvent, json, lambdaContext, type EventOptions } from './events';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** Calls a context's Lambda handler in-process with an API Gateway v2 event, as the gateway would. */
export async function invoke<T = Record<string, unknown>>(
  routeKey: string,
  options: EventOptions = {},
): Promise<Answer<T>> {
  const [, path = ''] = routeKey.split(' ');
  const handler = path === '/api/health' || path === '/api/config' ? systemHandler : identityHandler;
  const result = await handler(apiEvent(routeKey, options), lambdaContext);
  return { status: result.statusCode ?? 0, body: json<T>(result) };
}
