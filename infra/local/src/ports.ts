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
