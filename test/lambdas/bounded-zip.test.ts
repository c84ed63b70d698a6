import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { boundedZip, type ZipEntry } from '../../lambdas/shared/bounded-zip';
import { readZip } from './support/read-zip';

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  await pipeline(stream, new Writable({ write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()) }));
  return Buffer.concat(chunks);
};

async function* entriesOf(list: ZipEntry[]) {
  yield* list;
}

describe('boundedZip', () => {
  it('writes text, bytes and streams in order, leaves out a gone source, and reports the count and size it wrote', async () => {
    const big = Buffer.alloc(3_000_000, 'ab');
    const zip = boundedZip(
      entriesOf([
        { path: 'a.txt', open: async () => 'héllo' },
        { path: 'gone.txt', open: async () => null },
        { path: 'dir/b.bin', open: async () => Buffer.from([0, 1, 2, 255]) },
        { path: 'c.txt', open: async () => Readable.from([big.subarray(0, 1_000_000), big.subarray(1_000_000)], { objectMode: false }) },
      ]),
      { window: 2 },
    );
    const [bytes, done] = await Promise.all([collect(zip.stream), zip.done]);
    expect(done).toEqual({ entries: 3, bytes: bytes.length });
    const files = await readZip(bytes);
    expect([...files.keys()]).toEqual(['a.txt', 'dir/b.bin', 'c.txt']);
    expect(files.get('a.txt')!.toString('utf8')).toBe('héllo');
    expect([...files.get('dir/b.bin')!]).toEqual([0, 1, 2, 255]);
    expect(files.get('c.txt')!.equals(big)).toBe(true);
  });

  it('never has more sources open or waiting than its window, however many entries there are', async () => {
    let open = 0;
    let most = 0;
    const entries = Array.from({ length: 200 }, (_, i): ZipEntry => ({
      path: `f${i}.txt`,
      open: async () => {
        open += 1;
        most = Math.max(most, open);
        const source = new PassThrough();
        source.on('end', () => (open -= 1));
        setTimeout(() => source.end(`file ${i}`), 1);
        return source;
      },
    }));
    const zip = boundedZip(entriesOf(entries), { window: 4 });
    const [bytes] = await Promise.all([collect(zip.stream), zip.done]);
    expect((await readZip(bytes)).size).toBe(200);
    expect(most).toBeLessThanOrEqual(4);
    expect(most).toBeGreaterThan(1);
  });

  it('fails when a source fails, and when its consumer destroys the stream', async () => {
    const failing = boundedZip(entriesOf([{ path: 'x', open: async () => Promise.reject(new Error('S3 said no')) }]), { window: 2 });
    failing.stream.resume();
    await expect(failing.done).rejects.toThrow('S3 said no');

    const endless = boundedZip(entriesOf([{ path: 'slow', open: async () => new PassThrough() }]), { window: 2 });
    endless.stream.destroy(new Error('upload failed'));
    await expect(endless.done).rejects.toThrow('upload failed');
  });
});
