import { getScriptBody } from '../../lambdas/data/storage';
import { spokenWords } from '../../lambdas/contracts/script-text';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as getScript } from '../../lambdas/api/scripts/get-script';
import { handler as listScripts } from '../../lambdas/api/scripts/list-scripts';
import type { GetScriptResponse, ListScriptsResponse, Script } from '../../lambdas/contracts/scripts';
import { apiEvent, invoke } from './support/api-event';
import { balanceOf, ledgerOf, storedFilesOf, userWithCredits, validBody } from './support/scripts';

const post = (userId: string, body: unknown, headers: Record<string, string> = {}) => {
  const event = apiEvent({ userId, method: 'POST', path: '/api/scripts', body });
  event.headers = { ...event.headers, ...headers };
  return invoke<{ script: Script; error?: { code: string; message: string } }>(generate, event);
};

describe('POST /api/scripts', () => {
  it('writes a script for one credit, stores its markdown and records the debit', async () => {
    const userId = await userWithCredits({ subscription: 3 });
    const { statusCode, body } = await post(userId, { ...validBody, topic: '  How to prune tomatoes  ', details: 'Use sharp shears.' });
    expect(statusCode).toBe(200);
    expect(body.script).toMatchObject({
      user_id: userId,
      topic: 'How to prune tomatoes',
      details: 'Use sharp shears.',
      platform: 'youtube',
      duration: '1m',
      tone: 'educational',
      writer: 'local',
      voice_match: null,
    });
    expect(body.script.id).toMatch(/^[0-9A-Z]{26}$/);
    // The offline draft says the creator's detail and asks for the rest (issue 30): its count is what it says.
    expect(body.script.word_count).toBe(spokenWords(await getScriptBody(body.script.file_path)));
    expect(body.script.word_count).toBeGreaterThan(5);
    expect(body.script.estimated_seconds).toBe(Math.round((body.script.word_count * 60) / 150));
    expect(await balanceOf(userId)).toMatchObject({ subscription: 2, total: 2 });
    expect((await storedFilesOf(userId)).sort()).toEqual([body.script.file_path, body.script.extras_path].sort());
    expect((await ledgerOf(userId)).debits).toBe(1);
  });

  it('takes credits from subscription, then rollover, then purchased', async () => {
    const userId = await userWithCredits({ subscription: 1, rollover: 1, purchased: 1 });
    await post(userId, validBody);
    expect(await balanceOf(userId)).toMatchObject({ subscription: 0, rollover: 1, purchased: 1 });
    await post(userId, validBody);
    expect(await balanceOf(userId)).toMatchObject({ subscription: 0, rollover: 0, purchased: 1 });
    await post(userId, validBody);
    expect(await balanceOf(userId)).toMatchObject({ total: 0 });
  });

  it('answers 402 credits.insufficient at 0 and writes nothing', async () => {
    const userId = await userWithCredits({});
    const { statusCode, body } = await post(userId, validBody);
    expect(statusCode).toBe(402);
    expect(body.error).toEqual({ code: 'credits.insufficient', message: 'You need at least 1 credit to generate a script.' });
    expect(await storedFilesOf(userId)).toEqual([]);
  });

  it.each([
    [{ ...validBody, topic: '' }, 'Topic is required'],
    [{ ...validBody, topic: 'x'.repeat(201) }, 'Topic must be less than 200 characters'],
    [{ ...validBody, details: 'x'.repeat(1001) }, 'Details must be less than 1000 characters'],
    [{ ...validBody, platform: 'vine' }, 'Platform is required'],
    [{ topic: 'x', platform: 'tiktok', tone: 'humorous' }, 'Duration is required'],
    [{ topic: 'x', platform: 'tiktok', duration: '1m' }, 'Tone is required'],
    [{ ...validBody, topic: 42 }, 'Topic is required'],
    [[], 'Request body must be a JSON object'],
    ['just a string', 'Request body must be a JSON object'],
  ])('answers 400 with the first spec message for %j and costs nothing', async (body, message) => {
    const userId = await userWithCredits({ subscription: 1 });
    const answer = await post(userId, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error?.message).toBe(message);
    expect((await balanceOf(userId)).total).toBe(1);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const answer = await invoke<{ error: { code: string } }>(generate, apiEvent({ userId, method: 'POST', rawBody: '{"topic": ' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error.code).toBe('request.malformed_json');
  });

  it('ignores fields the client must not set (user, credits, file path, dates)', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { body } = await post(userId, { ...validBody, user_id: 'someone-else', file_path: '../../etc/passwd', created_at: '1999-01-01', credits: 99 });
    expect(body.script.user_id).toBe(userId);
    expect(body.script.file_path).toBe(`scripts/${userId}/${body.script.id}.md`);
    expect(body.script.created_at.startsWith('1999')).toBe(false);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const answer = await post(userId, validBody, { 'Idempotency-Key': 'bad key!' });
    expect(answer.statusCode).toBe(400);
  });
});

describe('GET /api/scripts/{id}', () => {
  it("answers the owner's script with its markdown", async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const created = (await post(userId, validBody)).body.script;
    const { statusCode, body } = await invoke<GetScriptResponse>(getScript, apiEvent({ userId, pathParameters: { id: created.id } }));
    expect(statusCode).toBe(200);
    expect(body.script).toEqual(created);
    expect(body.body).toMatch(/^# How to prune tomatoes/);
  });

  it("answers 403 script.forbidden for another user's script", async () => {
    const owner = await userWithCredits({ subscription: 1 });
    const created = (await post(owner, validBody)).body.script;
    const { statusCode, body } = await invoke(getScript, apiEvent({ userId: randomUUID(), pathParameters: { id: created.id } }));
    expect(statusCode).toBe(403);
    expect(body).toEqual({ error: { code: 'script.forbidden', message: 'You do not have permission to view this script' } });
  });

  it('answers 404 for an id that matches no script, however it is spelled', async () => {
    const userId = randomUUID();
    for (const id of ['01J0000000000000000000000Z', '../../x', 'abc']) {
      const answer = await invoke(getScript, apiEvent({ userId, pathParameters: { id } }));
      expect(answer).toMatchObject({ statusCode: 404, body: { error: { code: 'script.not_found' } } });
    }
    expect((await invoke(getScript, apiEvent({ userId, pathParameters: { id: 'x'.repeat(65) } }))).statusCode).toBe(400);
  });
});

describe('GET /api/scripts', () => {
  it('lists the newest first, limited, with summary fields only', async () => {
    const userId = await userWithCredits({ subscription: 7 });
    const topics = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
    for (const topic of topics) await post(userId, { ...validBody, topic });
    const { statusCode, body } = await invoke<ListScriptsResponse>(listScripts, apiEvent({ userId, query: { limit: '5' } }));
    expect(statusCode).toBe(200);
    expect(body.scripts.map((s) => s.topic)).toEqual(['seventh', 'sixth', 'fifth', 'fourth', 'third']);
    expect(Object.keys(body.scripts[0]!).sort()).toEqual([
      'created_at',
      'duration',
      'estimated_seconds',
      'id',
      'platform',
      'tone',
      'topic',
      // The voice it was written in (docs/voices.md).
      'voice_id',
      'voice_match',
      'word_count',
    ]);
    expect(body.next_cursor).toEqual(expect.any(String));
  });

  it('defaults to 5 and refuses limits outside 1–50', async () => {
    const userId = randomUUID();
    expect((await invoke(listScripts, apiEvent({ userId }))).statusCode).toBe(200);
    for (const limit of ['0', '51', 'abc', '2.5']) {
      expect((await invoke(listScripts, apiEvent({ userId, query: { limit } }))).statusCode).toBe(400);
    }
  });

  it("never lists another user's scripts", async () => {
    const owner = await userWithCredits({ subscription: 1 });
    await post(owner, validBody);
    const { body } = await invoke<ListScriptsResponse>(listScripts, apiEvent({ userId: randomUUID() }));
    expect(body.scripts).toEqual([]);
  });
});
