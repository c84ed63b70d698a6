import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
// Below this, compression saves less than the header it adds (CloudFront compresses from 1,000 bytes).
const MIN_BYTES = 1000;

const ENCODERS = [
  ['.br', (data: Buffer) => promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })],
  ['.gz', (data: Buffer) => promisify(gzip)(data, { level: 9 })],
] as const;

const filesUnder = async (directory: string): Promise<string[]> => {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(directory, entry.name)) : Promise.resolve([join(directory, entry.name)]))),
  );
  return nested.flat();
};

const isFresh = async (target: string, sourceModified: number) => {
  const found = await stat(target).catch(() => null);
  return found !== null && found.mtimeMs >= sourceModified;
};

/**
 * Writes a Brotli and a gzip copy next to every text file of the web build (source maps aside), so the local server
 * answers compressed as CloudFront does; copies newer than their file are kept. Answers how many were written.
 */
export const precompress = async (distDirectory: string): Promise<number> => {
  const files = (await filesUnder(distDirectory)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = await stat(file);
      if (source.size < MIN_BYTES) return;
      for (const [extension, encode] of ENCODERS) {
        if (await isFresh(file + extension, source.mtimeMs)) continue;
        await writeFile(file + extension, await encode(await readFile(file)));
        written++;
      }
    }),
  );
  return written;
};
