import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { BoundedContext } from '@tessera/shared';
import { buildApiEvent, toHttpResponse, type ApiRequest } from './api-event';
import { apiGatewayClaims, type AccessTokenVerifier } from './jwt';
import { lambdaContext } from './lambda-context';
import { BIND_HOST } from './ports';
import { RouteTable } from './routes';
import { serveStatic } from './static-files';

export type HttpHandler = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  context: Context,
) => Promise<APIGatewayProxyResultV2<unknown>> | APIGatewayProxyResultV2<unknown>;

/** Request bodies larger than this get 413 without being read. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface GatewayOptions {
  /** 0 picks a free port. */
  port: number;
  webDist: string;
  region: string;
  verifier: AccessTokenVerifier;
  /** Loads the Lambda handler of a bounded context (functions/src/http/<context>/handler.ts). */
  loadHandler: (context: BoundedContext) => Promise<HttpHandler>;
  routes?: RouteTable;
  maxBodyBytes?: number;
  log?: (line: string) => void;
}

export interface Gateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

function isApiPath(rawPath: string): boolean {
  return rawPath === '/api' || rawPath.startsWith('/api/');
}

function sendJson(res: ServerResponse, statusCode: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(statusCode, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...extra,
  });
  res.end(text);
}

const errorBody = (code: string, message: string) => ({ code, message, fields: {} });

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * The local API Gateway: one Node http server on one origin. Contract routes (most specific first) go
 * through the JWT authorizer and to their context's Lambda handler as payload-2.0 events; other `/api`
 * paths get a JSON 404; everything else is the built web app with SPA fallback.
 */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const routes = options.routes ?? new RouteTable();
  const limit = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));

  const tooLarge = (res: ServerResponse) => {
    // Answer at once and close the connection instead of reading the rest of the upload.
    sendJson(res, 413, errorBody('payload_too_large', `The request body exceeds ${limit} bytes.`), {
      connection: 'close',
    });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const rawPath = q === -1 ? url : url.slice(0, q);
    const rawQueryString = q === -1 ? '' : url.slice(q + 1);
    const route = routes.match(method, rawPath);

    if (!route) {
      if (isApiPath(rawPath) || routes.ownsPath(rawPath) || (method !== 'GET' && method !== 'HEAD')) {
        req.resume();
        sendJson(res, 404, errorBody('route_not_found', `No route for ${method} ${rawPath}.`));
        return;
      }
      req.resume();
      await serveStatic(options.webDist, req, res, rawPath);
      return;
    }

    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      tooLarge(res);
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req, limit);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        tooLarge(res);
        return;
      }
      throw error;
    }

    let claims: Record<string, string> | null = null;
    if (route.contract.audience !== 'public') {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
      const payload = match ? await options.verifier.verify(match[1] as string) : null;
      if (!payload) {
        sendJson(res, 401, errorBody('unauthorized', 'Unauthorized'), { 'www-authenticate': 'Bearer' });
        return;
      }
      claims = apiGatewayClaims(payload);
    }

    const request: ApiRequest = {
      method,
      rawPath,
      rawQueryString,
      headers: req.headers,
      body,
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
      host: req.headers.host ?? 'localhost',
    };
    const event = buildApiEvent(request, route, claims);
    let result: APIGatewayProxyResultV2<unknown>;
    try {
      const handler = await options.loadHandler(route.contract.context);
      result = await handler(event, lambdaContext(`tessera-local-${route.contract.context}`, options.region));
    } catch (error) {
      log(
        `[gateway] ${route.routeKey} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendJson(res, 500, errorBody('internal_error', 'Internal Server Error'));
      return;
    }
    const response = toHttpResponse(result);
    const headers: Record<string, string | string[]> = {
      ...response.headers,
      'content-length': String(response.body.length),
      'apigw-requestid': event.requestContext.requestId,
    };
    if (response.cookies.length > 0) headers['set-cookie'] = response.cookies;
    res.writeHead(response.statusCode, headers);
    res.end(method === 'HEAD' ? undefined : response.body);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`[gateway] ${req.method} ${req.url} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, errorBody('internal_error', 'Internal Server Error'));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, BIND_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
