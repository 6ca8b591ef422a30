import { mkdirSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS } from './dynamodb';
import { BIND_HOST } from './ports';

const require = createRequire(import.meta.url);
// cognito-local is CommonJS; its pieces are loaded by path because its `createDefaultServer` hard-codes the
// data directory to `.cognito` under the current directory and reads PORT/HOST from the environment when
// loaded. Composing the same pieces (exactly what lib/server/defaults.js does) lets the data live under
// `.local/cognito`, and lets tests run it on any port.
const cognitoRequire = createRequire(require.resolve('cognito-local'));

export const USER_POOL_NAME = 'tessera-local';
export const USER_POOL_CLIENT_NAME = 'tessera-web';
/**
 * The web client's flows, as in the CDK auth stack minus SRP (cognito-local has none): the browser signs in
 * with USER_PASSWORD_AUTH and refreshes; the identity function checks an old password with
 * ADMIN_USER_PASSWORD_AUTH (AdminInitiateAuth).
 */
export const LOCAL_CLIENT_AUTH_FLOWS = [
  'ALLOW_USER_PASSWORD_AUTH',
  'ALLOW_ADMIN_USER_PASSWORD_AUTH',
  'ALLOW_REFRESH_TOKEN_AUTH',
] as const;

export interface CognitoLocal {
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The JWT issuer of the pool's tokens, `<endpoint>/<userPoolId>`. */
  issuer: string;
  jwksUrl: string;
  stop(): Promise<void>;
}

type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';

/** Starts cognito-local on `port` with its data in `directory`, then ensures the pool and the web client. */
export async function startCognitoLocal(options: {
  port: number;
  directory: string;
  region: string;
  logLevel?: LogLevel;
}): Promise<CognitoLocal> {
  const { port, directory } = options;
  const endpoint = `http://localhost:${port}`;
  mkdirSync(directory, { recursive: true });
  const server = await createCognitoServer({
    directory,
    port,
    issuerDomain: endpoint,
    logLevel: options.logLevel ?? 'silent',
  });
  const httpServer = (await server.start()) as HttpServer;
  const stop = () =>
    new Promise<void>((resolve) => {
      httpServer.close(() => resolve());
      httpServer.closeAllConnections();
    });
  try {
    const { userPoolId, userPoolClientId } = await ensureUserPool(endpoint, options.region);
    const issuer = `${endpoint}/${userPoolId}`;
    return { endpoint, userPoolId, userPoolClientId, issuer, jwksUrl: `${issuer}/.well-known/jwks.json`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface CognitoServer {
  start(): Promise<unknown>;
}

async function createCognitoServer(options: {
  directory: string;
  port: number;
  issuerDomain: string;
  logLevel: LogLevel;
}): Promise<CognitoServer> {
  // Keep aws-sdk v2 (a cognito-local dependency, used only for Lambda triggers and KMS) from printing its
  // end-of-support notice.
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
  const pino = cognitoRequire('pino') as (options: object, stream?: unknown) => unknown;
  // Expected refusals (the idempotent seed's "User already exists", a wrong password) are logged by
  // cognito-local as warnings with a stack; keep its info lines (confirmation codes) and real errors only.
  const hooks = {
    logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void, level: number) {
      if (level === 40 && args.some((arg) => typeof arg === 'string' && arg.startsWith('Error handling target')))
        return;
      method.apply(this, args);
    },
  };
  const logger =
    options.logLevel === 'silent'
      ? pino({ level: 'silent' })
      : pino(
          { level: options.logLevel, hooks },
          (cognitoRequire('pino-pretty') as (o: object) => unknown)({
            colorize: true,
            singleLine: true,
            ignore: 'pid,hostname,reqId,req,res,responseTime',
          }),
        );
  const lib = (path: string) => cognitoRequire(`./${path}`);
  const { loadConfig } = lib('server/config');
  const { Router } = lib('server/Router');
  const { createServer } = lib('server/server');
  const { DateClock, LambdaService, MessagesService, TriggersService } = lib('services');
  const { CognitoServiceFactoryImpl } = lib('services/cognitoService');
  const { CryptoService } = lib('services/crypto');
  const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb');
  const { ConsoleMessageSender } = lib('services/messageDelivery/consoleMessageSender');
  const { MessageDeliveryService } = lib('services/messageDelivery/messageDelivery');
  const { otp } = lib('services/otp');
  const { JwtTokenGenerator } = lib('services/tokenGenerator');
  const { UserPoolServiceFactoryImpl } = lib('services/userPoolService');
  const AWS = cognitoRequire('aws-sdk');

  const configDirectory = options.directory;
  const dataDirectory = join(configDirectory, 'db');
  const ctx = { logger };
  const loaded = await loadConfig(ctx, new StormDBDataStoreFactory(configDirectory));
  const config = {
    ...loaded,
    TokenConfig: { ...loaded.TokenConfig, IssuerDomain: options.issuerDomain },
    ServerConfig: { ...loaded.ServerConfig, port: options.port, hostname: BIND_HOST, https: false },
  };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const cognitoClient = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(
    clock,
    cognitoClient,
    new LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const services = {
    clock,
    cognito: cognitoClient,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  return createServer(Router(services), logger, config.ServerConfig, services) as CognitoServer;
}

/**
 * Finds or creates the user pool (sign-in by email: the username is the email, as in the CDK pool) and its
 * public web client with LOCAL_CLIENT_AUTH_FLOWS (cognito-local has no SRP). Idempotent across restarts.
 */
export async function ensureUserPool(
  endpoint: string,
  region: string,
): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const client = new CognitoIdentityProviderClient({ endpoint, region, credentials: LOCAL_CREDENTIALS });
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((pool) => pool.Name === USER_POOL_NAME)?.Id;
    if (!userPoolId) {
      const created = await client.send(
        new CreateUserPoolCommand({
          PoolName: USER_POOL_NAME,
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          Policies: {
            PasswordPolicy: {
              MinimumLength: 8,
              RequireLowercase: true,
              RequireUppercase: true,
              RequireNumbers: true,
              RequireSymbols: false,
            },
          },
        }),
      );
      userPoolId = created.UserPool?.Id;
    }
    if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
    const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
    let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === USER_POOL_CLIENT_NAME)?.ClientId;
    if (!userPoolClientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: USER_POOL_CLIENT_NAME,
          GenerateSecret: false,
          ExplicitAuthFlows: [...LOCAL_CLIENT_AUTH_FLOWS],
          EnableTokenRevocation: true,
        }),
      );
      userPoolClientId = created.UserPoolClient?.ClientId;
    }
    if (!userPoolClientId) throw new Error('cognito-local did not return a user pool client id');
    // A client kept in .local from an older checkout may lack a flow added since: bring it up to date.
    const { UserPoolClient: existing } = await client.send(
      new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: userPoolClientId }),
    );
    const flows = existing?.ExplicitAuthFlows ?? [];
    if (LOCAL_CLIENT_AUTH_FLOWS.some((flow) => !flows.includes(flow))) {
      await client.send(
        new UpdateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientId: userPoolClientId,
          ClientName: USER_POOL_CLIENT_NAME,
          ExplicitAuthFlows: [...new Set([...flows, ...LOCAL_CLIENT_AUTH_FLOWS])],
        }),
      );
    }
    return { userPoolId, userPoolClientId };
  } finally {
    client.destroy();
  }
}
