import { randomBytes } from 'node:crypto';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { escapeHtml } from './html';
import { listV2AsV1 } from './s3-list-v2';
import { createS3Verifier, type S3Refusal } from './s3-signature';

const readAll = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const errorXml = (refusal: S3Refusal, resource: string, requestId: string) => {
  const details = Object.entries(refusal.details ?? {}).map(([name, value]) => `<${name}>${escapeHtml(value)}</${name}>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escapeHtml(refusal.message)}</Message>${details}<Resource>${escapeHtml(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`;
};

/**
 * The local S3's front door: s3rver checks no signature, so this checks every request as S3 would (SigV4
 * presigned or header-signed, expiry, signed Content-Length) and passes only what S3 would accept on to it.
 * CORS preflights pass through unsigned, as they do at S3.
 */
export const startS3Front = async (options: {
  port: number;
  upstreamPort: number;
  credentials: { accessKeyId: string; secretAccessKey: string };
  allowedOrigins: readonly string[];
}) => {
  const verifier = createS3Verifier(options.credentials);

  const refuse = (req: IncomingMessage, res: ServerResponse, refusal: S3Refusal, path: string) => {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    const headers: Record<string, string> = { 'content-type': 'application/xml', 'x-amz-request-id': requestId, connection: 'close' };
    // S3 applies the bucket's CORS rule to its error answers too, so the browser can read why it was refused.
    const origin = req.headers.origin;
    if (origin && options.allowedOrigins.includes(origin)) Object.assign(headers, { 'access-control-allow-origin': origin, vary: 'Origin' });
    // The refused body is read to its end first, so the client sees the answer rather than a reset connection.
    req.resume();
    const answer = () => {
      res.writeHead(refusal.status, headers);
      res.end(req.method === 'HEAD' ? undefined : errorXml(refusal, path, requestId));
    };
    if (req.complete) answer();
    else req.once('end', answer).once('error', answer);
  };

  const pass = (req: IncomingMessage, res: ServerResponse, body: Buffer | null, rewrite: ReturnType<typeof listV2AsV1> = null) => {
    const headers = { ...req.headers };
    delete headers.expect;
    const upstream = forward(
      { host: '127.0.0.1', port: options.upstreamPort, method: req.method, path: rewrite?.path ?? req.url, headers },
      (answer) => {
        if (!rewrite || answer.statusCode !== 200) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        void readAll(answer).then((xml) => {
          const v2 = Buffer.from(rewrite.toV2(xml.toString('utf8')), 'utf8');
          res.writeHead(200, { ...answer.headers, 'content-length': String(v2.length) });
          res.end(v2);
        });
      },
    );
    upstream.on('error', (error) => {
      console.error('[s3 front]', error);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    if (body) upstream.end(body);
    else req.pipe(upstream);
  };

  const server = createServer(async (req, res) => {
    const url = req.url ?? '/';
    const at = url.indexOf('?');
    const path = at === -1 ? url : url.slice(0, at);
    const rawQuery = at === -1 ? '' : url.slice(at + 1);
    try {
      if (req.method === 'OPTIONS') return pass(req, res, null);
      if (req.method === 'PUT' && req.headers['content-length'] === undefined) {
        return refuse(req, res, { status: 411, code: 'MissingContentLength', message: 'You must provide the Content-Length HTTP header.' }, path);
      }
      const presigned = verifier.isPresigned(rawQuery);
      // A presigned upload is checked from its URL and headers alone and then streamed; SDK calls are small
      // and may sign their payload hash, so their body is read to check it.
      const body = presigned ? null : await readAll(req);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]));
      const refusal = await verifier.verify({ method: req.method ?? 'GET', path, rawQuery, headers }, body ?? Buffer.alloc(0));
      if (refusal) return refuse(req, res, refusal, path);
      pass(req, res, body, listV2AsV1(req.method ?? 'GET', path, rawQuery));
    } catch (error) {
      console.error('[s3 front]', error);
      refuse(req, res, { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' }, path);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    stop: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
};
