import { randomBytes } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as getScript } from '../../lambdas/api/scripts/get-script';
import { handler as listScripts } from '../../lambdas/api/scripts/list-scripts';
import { handler as restoreVersion } from '../../lambdas/api/scripts/restore-version';
import { handler as rewrite } from '../../lambdas/api/scripts/rewrite-script';
import { handler as saveScript } from '../../lambdas/api/scripts/save-script';
import { searchWords } from '../../lambdas/contracts/search-text';
import type { ScriptVersionResponse } from '../../lambdas/contracts/script-versions';
import type { GetScriptResponse, ListScriptsResponse, Script } from '../../lambdas/contracts/scripts';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { Keys, SortKeyPrefix, userPk } from '../../lambdas/data/keys';
import { ITEM_MAX_BYTES, SHARD_MAX_BYTES } from '../../lambdas/data/search-index-repo';
import { apiEvent, invoke } from './support/api-event';
import { seedScripts } from './support/library';
import { PRUNING_MATERIAL, scriptRowsOf, userWithCredits, validBody } from './support/scripts';

const generated = async (userId: string, body: object = validBody) =>
  (await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body }))).body.script;
const read = async (userId: string, id: string) => (await invoke<GetScriptResponse>(getScript, apiEvent({ userId, pathParameters: { id } }))).body;
const save = (userId: string, id: string, body: string, base: string) =>
  invoke<ScriptVersionResponse>(saveScript, apiEvent({ userId, method: 'PUT', pathParameters: { id }, body: { body, base_version_id: base } }));
const list = (userId: string, query: Record<string, string>) => invoke<ListScriptsResponse>(listScripts, apiEvent({ userId, query }));
const search = async (userId: string, q: string, query: Record<string, string> = {}) => {
  const answer = await list(userId, { q, limit: '50', ...query });
  expect(answer.statusCode).toBe(200);
  return answer.body.scripts.map((script) => script.topic);
};

const searchItemsOf = async (userId: string) =>
  (
    await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': SortKeyPrefix.search },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

describe('library search over the script’s current text (GET /api/scripts?q=)', () => {
  it('finds a generated script by a word only in its text, by the start of a word, ignoring case and accents', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId, { ...validBody, topic: 'Weekend plans' });
    const body = (await read(userId, script.id)).body;
    const onlyInText = searchWords(body).find((word) => word.length > 6 && !searchWords('Weekend plans').includes(word))!;
    expect(onlyInText).toBeDefined();
    expect(await search(userId, onlyInText)).toEqual(['Weekend plans']);
    expect(await search(userId, onlyInText.slice(0, 4).toUpperCase())).toEqual(['Weekend plans']);
    expect(await search(userId, 'zzyzx')).toEqual([]);

    const edited = await save(userId, script.id, '## Hook\n\nThe crème brûlée cracks like thin ice.', script.id);
    expect(edited.statusCode).toBe(200);
    expect(await search(userId, 'CREME brulee')).toEqual(['Weekend plans']);
    expect(await search(userId, 'crack')).toEqual(['Weekend plans']);
    // Words are found from their start: "racks" is inside "cracks", not the start of a word.
    expect(await search(userId, 'racks')).toEqual([]);
    expect(await search(userId, onlyInText)).toEqual([]);
  });

  it('follows a restore and a rewrite: the search reads the current version only', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    // Material with more source sentences than the draft says, so the rewrite (another draw of them) says new words.
    const script = await generated(userId, { ...validBody, topic: 'Herb spirals', duration: '3m', material: PRUNING_MATERIAL });
    const first = (await read(userId, script.id)).body;
    const edited = await save(userId, script.id, '## Hook\n\nNothing but quokkas here.', script.id);
    expect(await search(userId, 'quokkas')).toEqual(['Herb spirals']);

    const restored = await invoke<ScriptVersionResponse>(
      restoreVersion,
      apiEvent({ userId, method: 'POST', pathParameters: { id: script.id, versionId: script.id } }),
    );
    expect(restored.statusCode).toBe(200);
    expect(await search(userId, 'quokkas')).toEqual([]);
    const firstWord = searchWords(first).find((word) => word.length > 6 && !['herb', 'spirals'].includes(word))!;
    expect(await search(userId, firstWord)).toEqual(['Herb spirals']);

    const rewritten = await invoke<ScriptVersionResponse>(
      rewrite,
      apiEvent({ userId, method: 'POST', pathParameters: { id: script.id }, body: { section: null, instruction: '', base_version_id: restored.body.version.id } }),
    );
    expect(rewritten.statusCode).toBe(200);
    // The offline rewrite draws the material again: what it no longer says is not found, what it says is.
    const after = new Set(searchWords(rewritten.body.body));
    const dropped = searchWords(first).find((word) => word.length > 6 && !after.has(word) && !'herb spirals'.includes(word));
    const kept = [...after].find((word) => word.length > 6 && !'herb spirals'.includes(word));
    expect(dropped).toBeDefined();
    expect(await search(userId, dropped!)).toEqual([]);
    expect(await search(userId, kept!)).toEqual(['Herb spirals']);
    expect(edited.statusCode).toBe(200);
  });

  it('needs every word of the search, each in the topic or the text, and combines with the filters', async () => {
    const userId = randomUser();
    await seedScripts(
      userId,
      [
        { topic: 'Balcony garden', platform: 'tiktok' },
        { topic: 'Balcony garden again', platform: 'youtube' },
        { topic: 'Indoor plants', platform: 'tiktok' },
      ],
      { bodyOf: (script) => (script.topic === 'Indoor plants' ? '## Hook\n\nTomatoes on a windowsill.' : '## Hook\n\nTomatoes in pots, watered daily.') },
    );
    expect(await search(userId, 'balcony tomatoes')).toEqual(['Balcony garden again', 'Balcony garden']);
    expect(await search(userId, 'balcony tomatoes', { platform: 'tiktok' })).toEqual(['Balcony garden']);
    expect(await search(userId, 'tomatoes windowsill')).toEqual(['Indoor plants']);
    expect(await search(userId, 'balcony windowsill')).toEqual([]);
  });

  it('pages matches newest first with full pages and a cursor, each once, null after the last', async () => {
    const userId = randomUser();
    await seedScripts(
      userId,
      Array.from({ length: 9 }, (_, i) => ({ topic: `Episode ${i + 1}` })),
      { bodyOf: (script) => (Number(script.topic.split(' ')[1]) % 2 ? '## A\n\nAbout mulch.' : '## A\n\nAbout seeds.') },
    );
    const topics: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page: ListScriptsResponse = (await list(userId, { q: 'mulch', limit: '2', ...(cursor ? { cursor } : {}) })).body;
      topics.push(...page.scripts.map((script) => script.topic));
      sizes.push(page.scripts.length);
      cursor = page.next_cursor;
    } while (cursor);
    expect(topics).toEqual(['Episode 9', 'Episode 7', 'Episode 5', 'Episode 3', 'Episode 1']);
    expect(sizes).toEqual([2, 2, 1]);
  });
});

describe('scripts from before the search index', () => {
  it('are indexed by the first search (found by their text), and one edited before any search is indexed by its save', async () => {
    const userId = randomUser();
    const [, edited] = await seedScripts(
      userId,
      [
        { topic: 'Old one', platform: 'podcast' },
        { topic: 'Old two', platform: 'podcast' },
      ],
      { bodyOf: () => '## Hook\n\nAn heirloom pumpkin story.', index: false },
    );
    expect(await searchItemsOf(userId)).toEqual([]);
    expect((await save(userId, edited!.id, '## Hook\n\nA story about kohlrabi.', edited!.id)).statusCode).toBe(200);

    expect(await search(userId, 'heirloom')).toEqual(['Old one']);
    expect(await search(userId, 'kohlrabi')).toEqual(['Old two']);
    const rows = await scriptRowsOf(userId);
    expect(rows.map((row) => typeof row.search_shard)).toEqual(['number', 'number']);
    expect((await searchItemsOf(userId)).map((item) => item.sk)).toContain(Keys.searchState(userId).sk);
  });
});

describe('the index’s shards', () => {
  it('moves a script whose text grew its shard past the limit to a shard of its own; every script stays findable and no shard passes the limit', async () => {
    const userId = randomUser();
    const scripts = await seedScripts(userId, Array.from({ length: 14 }, (_, i) => ({ topic: `Long ${i}` })), { bodyOf: () => '## A\n\nShort.' });
    expect(new Set((await scriptRowsOf(userId)).map((row) => row.search_shard)).size).toBe(1);
    // About 99,000 characters of words that do not repeat: a few such texts fill a shard.
    const randomWord = () => [...randomBytes(16)].map((byte) => 'abcdefghijklmnopqrstuvwxyz'[byte % 26]).join('');
    const marks: string[] = [];
    for (const [i, script] of scripts.entries()) {
      const mark = `uniquemark${'abcdefghijklmn'[i]}`;
      marks.push(mark);
      const text = `## A\n\n${mark} ${Array.from({ length: 5_800 }, randomWord).join(' ')}.`;
      expect((await save(userId, script.id, text, script.id)).statusCode).toBe(200);
    }
    for (const [i, mark] of marks.entries()) expect(await search(userId, mark)).toEqual([`Long ${i}`]);
    const items = await searchItemsOf(userId);
    const heads = items.filter((item) => String(item.sk).startsWith(SortKeyPrefix.searchShard));
    expect(heads.length).toBeGreaterThan(1);
    // An item's size: its attributes' names and values (DynamoDB refuses one over 400 kB); a shard is its head and word groups.
    const sizeOf = (item: Record<string, unknown>) =>
      Object.entries(item).reduce((sum, [name, value]) => sum + name.length + (value instanceof Uint8Array ? value.length : Buffer.byteLength(String(value))), 0);
    const shardOf = (sk: string) => sk.replace(SortKeyPrefix.searchShard, '').replace(SortKeyPrefix.searchWords, '').slice(0, 6);
    const perShard = new Map<string, number>();
    for (const item of items.filter((item) => item.sk !== Keys.searchState(userId).sk)) {
      perShard.set(shardOf(String(item.sk)), (perShard.get(shardOf(String(item.sk))) ?? 0) + sizeOf(item));
    }
    for (const bytes of perShard.values()) expect(bytes).toBeLessThanOrEqual(SHARD_MAX_BYTES + 4096);
    for (const item of items) expect(sizeOf(item)).toBeLessThanOrEqual(ITEM_MAX_BYTES + 1024);
  }, 60_000);
});

function randomUser() {
  return `search-${crypto.randomUUID()}`;
}
