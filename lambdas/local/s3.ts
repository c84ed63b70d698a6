import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { LOCAL_CREDENTIALS } from './local-aws';
import { findFreePort } from './ports';
import { startS3Front } from './s3-front';

export const LOCAL_BUCKETS = { scripts: 'scripts', documents: 'documents' } as const;

const corsConfiguration = (origins: readonly string[]) => `<CORSConfiguration>
  <CORSRule>
    ${origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('\n    ')}
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

type StoreMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * s3rver's file store removes a folder once a delete leaves it empty, so a put into that folder racing the delete
 * can open its file in a folder that just vanished, and the write stream's unhandled ENOENT kills the process
 * (seen under concurrent process/delete). Writes and deletes run one at a time; reads stay concurrent.
 */
export const serialiseWrites = (store: Record<string, StoreMethod>) => {
  let queue: Promise<unknown> = Promise.resolve();
  for (const name of ['putObject', 'copyObject', 'deleteObject']) {
    const original = store[name]!.bind(store);
    store[name] = (...args) => {
      const run = queue.then(() => original(...args));
      queue = run.catch(() => undefined);
      return run;
    };
  }
};

/**
 * Starts s3rver with the two app buckets and CORS for the app's origins (presigned uploads come from the
 * browser), behind a front on `port` that checks signatures as S3 does; s3rver itself listens on a private port.
 */
export const startS3 = async (options: { port: number; directory: string; allowedOrigins: readonly string[] }) => {
  mkdirSync(options.directory, { recursive: true });
  const cors = corsConfiguration(options.allowedOrigins);
  const upstreamPort = await findFreePort();
  const server = new S3rver({
    port: upstreamPort,
    address: '127.0.0.1',
    silent: true,
    directory: options.directory,
    configureBuckets: Object.values(LOCAL_BUCKETS).map((name) => ({ name, configs: [cors] })),
  });
  serialiseWrites((server as unknown as { store: Record<string, StoreMethod> }).store);
  await server.run();
  const front = await startS3Front({ port: options.port, upstreamPort, credentials: LOCAL_CREDENTIALS, allowedOrigins: options.allowedOrigins }).catch(
    async (error: unknown) => {
      await server.close();
      throw error;
    },
  );
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: async () => {
      await front.stop();
      await server.close();
    },
  };
};
