import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

/** A Lambda context for a local invocation (Powertools reads the names, the id and the remaining time). */
export function lambdaContext(functionName: string, region: string, timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  const fail = (error: Error | string) => {
    throw typeof error === 'string' ? new Error(error) : error;
  };
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: (error?: Error) => (error ? fail(error) : undefined),
    fail,
    succeed: () => undefined,
  };
}
