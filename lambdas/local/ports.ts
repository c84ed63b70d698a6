import { createServer } from 'node:net';

/** Resolves with a port the OS says is free on 127.0.0.1. */
export const findFreePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export class PortInUseError extends Error {
  constructor(
    readonly service: string,
    readonly port: number,
  ) {
    super(`Port ${port} (${service}) is already in use: stop whatever holds it or choose another port.`);
  }
}

/** Fails with a one-line, actionable error when something else already listens on the port. */
export const assertPortFree = (service: string, port: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(service, port) : error),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
