import { createServer } from 'node:net';
import { LocalCloudConfigError } from './errors';

/** The host every local service binds to; URLs use `localhost`, which resolves to it. */
export const BIND_HOST = '127.0.0.1';

/** A port the operating system reports free right now (listen on 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, BIND_HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Fails with a one-line reason when `port` cannot be bound (taken by another program). */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRINUSE'
          ? `port ${port} (${what}) is already in use; stop the program using it or choose another port`
          : `cannot listen on port ${port} (${what}): ${error.code ?? error.message}`;
      reject(new LocalCloudConfigError(reason));
    });
    server.listen(port, BIND_HOST, () => server.close(() => resolve()));
  });
}

/** A port held open until `release()`: see reservePort. */
export interface PortReservation {
  readonly port: number;
  release(): Promise<void>;
}

/**
 * Holds `port` (0: any free port) by listening on it until `release()`: the app's port is chosen at the start,
 * but the gateway listens only once everything else is up, and another checkout starting meanwhile must not
 * choose the same port. Binding is the only race-free test of "free". Fails with a one-line reason.
 */
export function reservePort(port: number, what: string): Promise<PortReservation> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new LocalCloudConfigError(
          error.code === 'EADDRINUSE'
            ? `port ${port} (${what}) is already in use; stop the program using it or choose another port`
            : `cannot listen on port ${port} (${what}): ${error.code ?? error.message}`,
        ),
      ),
    );
    server.listen(port, BIND_HOST, () => {
      const address = server.address();
      let released: Promise<void> | null = null;
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        release: () => (released ??= new Promise<void>((done) => server.close(() => done()))),
      });
    });
  });
}

/** True when `port` can be bound right now. */
export async function isPortFree(port: number): Promise<boolean> {
  try {
    await assertPortFree(port, 'probe');
    return true;
  } catch {
    return false;
  }
}

/**
 * The ports the user fixed through the environment: `PORT` (the app), `DYNAMODB_PORT`, `S3_PORT`,
 * `COGNITO_PORT`. The unset ones are chosen by the local cloud (src/cloud.ts: free ports, the app on 3000
 * or the next free port).
 */
export function portsFromEnvironment(
  env: NodeJS.ProcessEnv,
): Partial<Record<'api' | 'dynamodb' | 's3' | 'cognito', number>> {
  const variables = { api: 'PORT', dynamodb: 'DYNAMODB_PORT', s3: 'S3_PORT', cognito: 'COGNITO_PORT' } as const;
  const ports: Partial<Record<keyof typeof variables, number>> = {};
  for (const [name, variable] of Object.entries(variables) as [keyof typeof variables, string][]) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    const port = Number(value);
    if (!/^\d+$/.test(value) || !Number.isInteger(port) || port < 1 || port > 65535)
      throw new LocalCloudConfigError(`${variable} must be a port number (1-65535), not "${value}"`);
    ports[name] = port;
  }
  return ports;
}
