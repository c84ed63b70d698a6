import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox } from '../../lambdas/local/mailbox';
import { precompress } from '../../lambdas/local/precompress';
import { startAppServer } from '../../lambdas/local/server';

const HTML = `<!doctype html><html><head><title>ScriptVoice</title></head><body>${'<p>Write in your voice.</p>'.repeat(60)}</body></html>`;
const APP_SHELL = `<!doctype html><html><head><title>ScriptVoice</title><meta name="description" content="${'The app shell. '.repeat(80)}"></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word${i}`))};`;

/** A raw GET, so the answer's bytes are seen as sent (fetch would decompress them). */
const get = (url: string, acceptEncoding?: string) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the local server compresses the web build as CloudFront does', () => {
  let directory: string;
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'scriptvoice-dist-'));
    await mkdir(join(directory, 'assets'));
    await writeFile(join(directory, 'index.html'), HTML);
    await writeFile(join(directory, 'app.html'), APP_SHELL);
    await writeFile(join(directory, 'assets/app-abc123.js'), SCRIPT);
    await writeFile(join(directory, 'assets/tiny.css'), 'body{margin:0}');
    expect(await precompress(directory)).toBe(6);
    const started = await startAppServer({
      port: 0,
      config: { region: 'ap-southeast-2', userPoolId: 'p', userPoolClientId: 'c', cognitoEndpoint: 'http://127.0.0.1:1', apiBaseUrl: '/api', local: true },
      gateway: async (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/x-ndjson' });
        res.end(`${JSON.stringify({ type: 'text', text: 'x'.repeat(5000) })}\n`);
      },
      mailbox: new Mailbox(null),
      localTools: [],
      connectSources: [],
      web: { distDirectory: directory },
    });
    url = started.url;
    close = () => new Promise((resolve) => started.server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
    await rm(directory, { recursive: true, force: true });
  });

  it('answers a script with Brotli when the browser accepts it, the same bytes once decoded, varying on Accept-Encoding', async () => {
    const answer = await get(`${url}/assets/app-abc123.js`, 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 2);
  });

  it('answers gzip to a gzip-only client and the plain file to one that accepts no encoding', async () => {
    const gzipped = await get(`${url}/assets/app-abc123.js`, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    const plain = await get(`${url}/assets/app-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses the HTML of the pages and of every app route (the app shell fallback) and leaves files under 1,000 bytes alone', async () => {
    const landing = await get(`${url}/`, 'br');
    expect(landing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(landing.body).toString()).toBe(HTML);
    const page = await get(`${url}/dashboard`, 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toBe(APP_SHELL);
    const tiny = await get(`${url}/assets/tiny.css`, 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the API (a streamed answer must reach the browser as it is written)', async () => {
    const api = await get(`${url}/api/scripts`, 'br, gzip');
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.body.toString()).toContain('"type":"text"');
  });

  it('writes nothing again when the compressed copies are newer than their files', async () => {
    expect(await precompress(directory)).toBe(0);
  });
});
