import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortFree, findFreePorts, PortInUseError } from '../../lambdas/local/ports';

// The first port of Linux's default ephemeral range; macOS and Windows start higher.
const EPHEMERAL_FIRST = 32_768;
const opened: Server[] = [];

const listenOn = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
    opened.push(server);
  });

afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('free ports for the local stack', () => {
  it('chooses different ports below the ephemeral range that a service can then listen on', async () => {
    const ports = await findFreePorts(6);

    expect(new Set(ports).size).toBe(6);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(EPHEMERAL_FIRST);
    }
    const servers = await Promise.all(ports.map(listenOn));
    expect(servers.map((server) => (server.address() as { port: number }).port)).toEqual(ports);
  });

  it('refuses a port another program holds with the one-line message, and passes a free one', async () => {
    const [port] = await findFreePorts(1);
    await expect(assertPortFree('web app', port!)).resolves.toBeUndefined();

    await listenOn(port!);

    const refusal = assertPortFree('web app', port!);
    await expect(refusal).rejects.toBeInstanceOf(PortInUseError);
    await expect(refusal).rejects.toThrow(`Port ${port} (web app) is already in use: stop whatever holds it or choose another port.`);
  });
});
