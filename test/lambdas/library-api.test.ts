import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler as listScripts } from '../../lambdas/api/scripts/list-scripts';
import type { ListScriptsResponse } from '../../lambdas/contracts/scripts';
import { apiEvent, invoke } from './support/api-event';
import { seedScripts } from './support/library';

type Query = Record<string, string>;
const list = (userId: string, query: Query) => invoke<ListScriptsResponse>(listScripts, apiEvent({ userId, query }));

/** Follows next_cursor to the end, as the library page does, and returns every topic listed. */
const listAll = async (userId: string, query: Query) => {
  const topics: string[] = [];
  let cursor: string | null = null;
  let requests = 0;
  do {
    const { statusCode, body } = await list(userId, cursor === null ? query : { ...query, cursor });
    expect(statusCode).toBe(200);
    topics.push(...body.scripts.map((script) => script.topic));
    cursor = body.next_cursor;
    requests += 1;
  } while (cursor !== null);
  return { topics, requests };
};

describe('GET /api/scripts: the library', () => {
  it('pages newest first with a cursor, every script exactly once, and null after the last', async () => {
    const userId = randomUUID();
    await seedScripts(userId, Array.from({ length: 12 }, (_, i) => ({ topic: `Topic ${i + 1}` })));
    const first = await list(userId, { limit: '5' });
    expect(first.body.scripts.map((s) => s.topic)).toEqual(['Topic 12', 'Topic 11', 'Topic 10', 'Topic 9', 'Topic 8']);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const { topics, requests } = await listAll(userId, { limit: '5' });
    expect(topics).toEqual(Array.from({ length: 12 }, (_, i) => `Topic ${12 - i}`));
    expect(requests).toBe(3);
  });

  it('carries voice match and length on each summary', async () => {
    const userId = randomUUID();
    await seedScripts(userId, [{ topic: 'Matched', voice_match: 83, word_count: 412, estimated_seconds: 171 }]);
    const { body } = await list(userId, {});
    expect(body.scripts[0]).toMatchObject({ topic: 'Matched', voice_match: 83, word_count: 412, estimated_seconds: 171 });
    expect(body.next_cursor).toBeNull();
  });

  it('finds topics by every word of the search, ignoring case and accents, across pages', async () => {
    const userId = randomUUID();
    const topics = ['Café latte art at home', 'Tomato pruning', 'Latte vs flat white', 'CAFE owners: pricing', 'Balcony tomatoes'];
    await seedScripts(userId, topics.map((topic) => ({ topic })));
    expect((await listAll(userId, { q: 'cafe', limit: '1' })).topics).toEqual(['CAFE owners: pricing', 'Café latte art at home']);
    expect((await listAll(userId, { q: '  LATTE  cafe ' })).topics).toEqual(['Café latte art at home']);
    expect((await listAll(userId, { q: 'tomato' })).topics).toEqual(['Balcony tomatoes', 'Tomato pruning']);
    expect((await listAll(userId, { q: 'sourdough' })).topics).toEqual([]);
  });

  it('filters by platform, duration and tone, alone or together with a search', async () => {
    const userId = randomUUID();
    await seedScripts(userId, [
      { topic: 'A tiktok', platform: 'tiktok', duration: '30s', tone: 'humorous' },
      { topic: 'A podcast', platform: 'podcast', duration: '10m', tone: 'conversational' },
      { topic: 'Another tiktok', platform: 'tiktok', duration: '1m', tone: 'humorous' },
    ]);
    expect((await listAll(userId, { platform: 'tiktok' })).topics).toEqual(['Another tiktok', 'A tiktok']);
    expect((await listAll(userId, { platform: 'tiktok', duration: '30s' })).topics).toEqual(['A tiktok']);
    expect((await listAll(userId, { tone: 'conversational' })).topics).toEqual(['A podcast']);
    expect((await listAll(userId, { tone: 'humorous', q: 'another' })).topics).toEqual(['Another tiktok']);
  });

  it('finds the one match among 2,000 older scripts in at most two requests', async () => {
    const userId = randomUUID();
    const scripts = Array.from({ length: 2_000 }, (_, i) => ({ topic: i === 3 ? 'The needle in the haystack' : `Filler topic number ${i}` }));
    await seedScripts(userId, scripts, { concurrency: 25 });
    const { topics, requests } = await listAll(userId, { q: 'needle' });
    expect(topics).toEqual(['The needle in the haystack']);
    expect(requests).toBeLessThanOrEqual(2);
  }, 120_000);

  it('refuses a cursor it did not make, a search over 200 characters and unknown filter values with 400 in words', async () => {
    const userId = randomUUID();
    for (const query of [{ cursor: 'not a cursor!' }, { cursor: Buffer.from('../x').toString('base64url') }]) {
      expect(await list(userId, query)).toMatchObject({ statusCode: 400, body: { error: { message: 'cursor is not valid' } } });
    }
    expect(await list(userId, { q: 'x'.repeat(201) })).toMatchObject({
      statusCode: 400,
      body: { error: { message: 'Search must be less than 200 characters' } },
    });
    const unknownValues: Query[] = [{ platform: 'myspace' }, { duration: '2h' }, { tone: 'angry' }];
    for (const query of unknownValues) expect((await list(userId, query)).statusCode).toBe(400);
  });
});
