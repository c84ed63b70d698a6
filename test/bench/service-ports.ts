import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let chosen: Promise<{ dynamo: number; s3: number; cognito: number }> | null = null;

/**
 * The emulators' ports for every stack the bench starts, one after another in one process: the handlers' SDK
 * clients are made once, at their first import, with the first stack's endpoints, so later stacks must use the same.
 */
export const benchServicePorts = () => {
  chosen ??= (async () => ({ dynamo: await freePort(), s3: await freePort(), cognito: await freePort() }))();
  return chosen;
};
