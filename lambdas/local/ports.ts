import { type AddressInfo, createServer, type Server } from 'node:net';

/**
 * Ports are drawn from below the operating systems' ephemeral ranges (Linux 32768–60999, macOS and Windows
 * 49152–65535). A port the OS hands out for listen(0) is free now but can be taken, before the service binds it, by
 * the local end of any outgoing connection (the stack's own SDK clients make hundreds while it starts): seen once as
 * EADDRINUSE when the app server listened. Outgoing connections never use these.
 */
const FIRST_PORT = 20_000;
const PORTS = 12_000;
const ATTEMPTS = 50;

const listening = (port: number): Promise<Server | null> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(null) : reject(error)));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/**
 * Resolves with `count` different ports free on 127.0.0.1, outside the ephemeral range while one is free there
 * (each is held open until all are chosen, so they differ).
 */
export const findFreePorts = async (count: number): Promise<number[]> => {
  const held: Server[] = [];
  try {
    for (let attempt = 0; held.length < count && attempt < ATTEMPTS * count; attempt++) {
      const server = await listening(FIRST_PORT + Math.floor(Math.random() * PORTS));
      if (server) held.push(server);
    }
    while (held.length < count) {
      const server = await listening(0);
      if (!server) throw new Error('no free port on 127.0.0.1');
      held.push(server);
    }
    return held.map(portOf);
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
};

export const findFreePort = async (): Promise<number> => (await findFreePorts(1))[0]!;

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
