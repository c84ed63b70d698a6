import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

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

/** Starts s3rver with the two app buckets and CORS for the app's origins (presigned uploads come from the browser). */
export const startS3 = async (options: { port: number; directory: string; allowedOrigins: readonly string[] }) => {
  mkdirSync(options.directory, { recursive: true });
  const cors = corsConfiguration(options.allowedOrigins);
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    silent: true,
    directory: options.directory,
    configureBuckets: Object.values(LOCAL_BUCKETS).map((name) => ({ name, configs: [cors] })),
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () => server.close(),
  };
};
