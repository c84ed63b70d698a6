import { Readable, Transform } from 'node:stream';
import { ZipFile } from 'yazl';

/** What an entry holds: text, bytes, a stream, or null when its source is gone (the entry is then left out). */
export type EntryContent = string | Buffer | Readable | null;

export interface ZipEntry {
  /** Path inside the zip: forward slashes, no '..' segments (yazl refuses those). */
  path: string;
  mtime?: Date;
  /** Opened only shortly before the zip needs it, so that few sources are ever open at once. */
  open: () => Promise<EntryContent>;
}

export interface BoundedZip {
  /** The zip's bytes as they are made; it ends after the last entry. */
  stream: Readable;
  /** Resolves with how many entries were written and the zip's size once the stream has ended; rejects if a source fails or the stream is destroyed. */
  done: Promise<{ entries: number; bytes: number }>;
}

const asStream = (content: Exclude<EntryContent, null>): Readable =>
  content instanceof Readable ? content : Readable.from([Buffer.from(content)], { objectMode: false });

/**
 * Zips entries in order with at most `window` of them open or queued at once: each source is read as the zip
 * consumes it, and the zip is read as its consumer (an S3 upload) takes it, so memory stays bounded by the
 * window and the consumer's buffers whatever the number and size of the entries.
 */
export const boundedZip = <Entry extends ZipEntry>(
  entries: AsyncIterable<Entry>,
  options: { window: number; onEntry?: (written: Entry) => Promise<void> | void },
): BoundedZip => {
  const zip = new ZipFile();
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  (zip.outputStream as Readable).pipe(counted);

  const write = async () => {
    const iterator = entries[Symbol.asyncIterator]();
    const opening: { entry: Entry; content: Promise<EntryContent> }[] = [];
    const unread = new Set<Promise<void>>();
    let exhausted = false;
    let written = 0;
    const fill = async () => {
      while (!exhausted && opening.length + unread.size < options.window) {
        const next = await iterator.next();
        if (next.done) {
          exhausted = true;
          break;
        }
        const content = next.value.open();
        // Awaited in order below; this only keeps an early failure from counting as unhandled meanwhile.
        content.catch(() => undefined);
        opening.push({ entry: next.value, content });
      }
    };
    for (;;) {
      await fill();
      const head = opening.shift();
      if (!head) break;
      const content = await head.content;
      if (content !== null) {
        const source = asStream(content);
        const read = new Promise<void>((resolve, reject) => {
          source.once('end', resolve);
          source.once('error', reject);
        });
        unread.add(read);
        void read.finally(() => unread.delete(read)).catch(() => undefined);
        zip.addReadStream(source, head.entry.path, { mtime: head.entry.mtime ?? new Date() });
        written += 1;
        await options.onEntry?.(head.entry);
      }
      while (unread.size >= options.window) await Promise.race(unread);
    }
    await Promise.all(unread);
    zip.end();
    return written;
  };

  // Destroying the stream (its consumer failed) ends `done` at once, though sources may still be waiting to be read.
  const destroyed = new Promise<never>((_, reject) => counted.once('error', reject));
  destroyed.catch(() => undefined);
  const done = (async () => {
    const ended = new Promise<void>((resolve) => counted.once('end', resolve));
    try {
      const entriesWritten = await Promise.race([write(), destroyed]);
      await Promise.race([ended, destroyed]);
      return { entries: entriesWritten, bytes };
    } catch (error) {
      counted.destroy(error as Error);
      throw error;
    }
  })();
  return { stream: counted, done };
};
