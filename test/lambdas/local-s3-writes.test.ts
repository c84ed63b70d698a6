import { describe, expect, it } from 'vitest';
import { serialiseWrites } from '../../lambdas/local/s3';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe("serialiseWrites: s3rver's writes and deletes one at a time", () => {
  it('starts a delete only once the put before it has finished, never blocks reads, and goes on after a failed write', async () => {
    const started: string[] = [];
    const putting = deferred();
    const store = {
      putObject: async () => {
        started.push('put');
        await putting.promise;
        started.push('put done');
      },
      copyObject: async () => {
        started.push('copy');
        throw new Error('copy failed');
      },
      deleteObject: async () => {
        started.push('delete');
      },
      getObject: async () => {
        started.push('get');
      },
    };
    serialiseWrites(store);

    const put = store.putObject();
    const copy = store.copyObject();
    const removal = store.deleteObject();
    await store.getObject();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...started].sort()).toEqual(['get', 'put']);

    putting.resolve();
    await put;
    await expect(copy).rejects.toThrow('copy failed');
    await removal;
    expect(started.slice(2)).toEqual(['put done', 'copy', 'delete']);
  });
});
