import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { s3 } from '../../lambdas/data/storage';

describe('local S3: ListObjectsV2 past 1,000 keys (s3rver makes its tokens with DES, which Node 20 lacks)', () => {
  it('pages 1,234 keys by continuation token, each exactly once and in order, with S3 key counts', async () => {
    const Bucket = process.env.SCRIPTS_BUCKET!;
    const prefix = `listing-${randomUUID()}/`;
    const keys = Array.from({ length: 1_234 }, (_, i) => `${prefix}${i % 2 ? 'a' : 'b'}/${String(i).padStart(5, '0')} & <odd>.md`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((Key) => s3.send(new PutObjectCommand({ Bucket, Key, Body: 'x' }))));
    }
    const listed: string[] = [];
    const counts: number[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      listed.push(...(page.Contents ?? []).map((object) => object.Key!));
      counts.push(page.KeyCount ?? -1);
      expect(page.IsTruncated).toBe(page.NextContinuationToken !== undefined);
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
    expect(counts).toEqual([1_000, 234]);
    expect(listed).toEqual([...keys].sort());

    const afterHalf = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, StartAfter: listed[616]! }));
    expect(afterHalf.Contents?.map((object) => object.Key)).toEqual(listed.slice(617));
    expect(afterHalf.StartAfter).toBe(listed[616]);
  }, 120_000);
});
