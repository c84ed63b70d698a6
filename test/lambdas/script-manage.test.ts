import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as deleteScriptRoute } from '../../lambdas/api/scripts/delete-script';
import { handler as duplicate } from '../../lambdas/api/scripts/duplicate-script';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as getScript } from '../../lambdas/api/scripts/get-script';
import { handler as listScripts } from '../../lambdas/api/scripts/list-scripts';
import { handler as listVersions } from '../../lambdas/api/scripts/list-versions';
import { handler as rename } from '../../lambdas/api/scripts/rename-script';
import { handler as saveScript } from '../../lambdas/api/scripts/save-script';
import type { ListVersionsResponse, ScriptVersionResponse } from '../../lambdas/contracts/script-versions';
import { type GetScriptResponse, type ListScriptsResponse, type Script, scriptDownloadName } from '../../lambdas/contracts/scripts';
import { allItemsOfUser } from '../../lambdas/data/account-repo';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { Keys } from '../../lambdas/data/keys';
import { s3 } from '../../lambdas/data/storage';
import { downloadExport, startAccountExport, waitForExport } from './support/account-export';
import { apiEvent, invoke } from './support/api-event';
import { balanceOf, storedFilesOf, userWithCredits, validBody } from './support/scripts';

type ErrorBody = { error: { code: string; message: string } };

const generated = async (userId: string, topic: string = validBody.topic) =>
  (await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body: { ...validBody, topic } }))).body.script;
const read = (userId: string, id: string) => invoke<GetScriptResponse & ErrorBody>(getScript, apiEvent({ userId, pathParameters: { id } }));
const renameTo = (userId: string, id: string, body: unknown) =>
  invoke<{ script: Script } & ErrorBody>(rename, apiEvent({ userId, method: 'PATCH', pathParameters: { id }, body }));
const duplicateOf = (userId: string, id: string) => invoke<{ script: Script } & ErrorBody>(duplicate, apiEvent({ userId, method: 'POST', pathParameters: { id } }));
const remove = (userId: string, id: string) => invoke<ErrorBody>(deleteScriptRoute, apiEvent({ userId, method: 'DELETE', pathParameters: { id } }));
const save = (userId: string, id: string, body: string, base: string) =>
  invoke<ScriptVersionResponse>(saveScript, apiEvent({ userId, method: 'PUT', pathParameters: { id }, body: { body, base_version_id: base } }));
const search = async (userId: string, q: string) =>
  (await invoke<ListScriptsResponse>(listScripts, apiEvent({ userId, query: { q, limit: '50' } }))).body.scripts.map((script) => script.topic);
const versionsOf = async (userId: string, id: string) =>
  (await invoke<ListVersionsResponse>(listVersions, apiEvent({ userId, pathParameters: { id } }))).body.versions;

const FORBIDDEN = { statusCode: 403, body: { error: { code: 'script.forbidden', message: 'You do not have permission to view this script' } } };
const NOT_FOUND = { statusCode: 404, body: { error: { code: 'script.not_found', message: 'Script not found' } } };

describe('rename (PATCH /api/scripts/{id})', () => {
  it('sets the topic (trimmed): GET, the library and search follow, the old topic no longer finds it, and the text is untouched', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId, 'Balcony tomatoes');
    // A text that never says the topic, so only the topic can find it by "balcony".
    expect((await save(userId, script.id, '## Hook\n\nSeeds are cheap and swapping them is fun.', script.id)).statusCode).toBe(200);
    const before = (await read(userId, script.id)).body;

    const renamed = await renameTo(userId, script.id, { topic: '  Winter seed swaps  ' });
    expect(renamed).toMatchObject({ statusCode: 200, body: { script: { id: script.id, topic: 'Winter seed swaps', version_count: 2 } } });
    expect((await read(userId, script.id)).body).toEqual({ script: { ...before.script, topic: 'Winter seed swaps' }, body: before.body, material: null, extras: before.extras });
    expect((await invoke<ListScriptsResponse>(listScripts, apiEvent({ userId }))).body.scripts.map((s) => s.topic)).toEqual(['Winter seed swaps']);
    expect(await search(userId, 'winter')).toEqual(['Winter seed swaps']);
    expect(await search(userId, 'balcony')).toEqual([]);
  });

  it('refuses a blank topic and one over 200 characters with the generate form’s messages, changing nothing', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    const items = await allItemsOfUser(userId);
    expect(await renameTo(userId, script.id, { topic: '   ' })).toMatchObject({ statusCode: 400, body: { error: { message: 'Topic is required' } } });
    expect(await renameTo(userId, script.id, {})).toMatchObject({ statusCode: 400, body: { error: { message: 'Topic is required' } } });
    expect(await renameTo(userId, script.id, { topic: 'x'.repeat(201) })).toMatchObject({
      statusCode: 400,
      body: { error: { message: 'Topic must be less than 200 characters' } },
    });
    expect(await allItemsOfUser(userId)).toEqual(items);
  });

  it('keeps a rename made while an edit was being written: the edit lands on the renamed script and search finds both', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId, 'Old name');
    expect((await renameTo(userId, script.id, { topic: 'New name' })).statusCode).toBe(200);
    // The edit started from the row read before the rename (same base version): it still saves.
    const saved = await save(userId, script.id, '# New name\n\nNow about quinces entirely.', script.id);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.script.topic).toBe('New name');
    expect(await search(userId, 'new quinces')).toEqual(['New name']);
  });
});

describe('duplicate (POST /api/scripts/{id}/duplicate)', () => {
  it('makes "Copy of {topic}" with the current version’s text as its first version ("Copied"), free: no credit, and the original unchanged', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId, 'Pruning roses');
    const edited = await save(userId, script.id, '# Pruning roses\n\nMy edited words about secateurs.', script.id);
    expect(edited.statusCode).toBe(200);
    const balance = await balanceOf(userId);
    const original = (await read(userId, script.id)).body;

    const answer = await duplicateOf(userId, script.id);
    expect(answer.statusCode).toBe(201);
    const copy = answer.body.script;
    expect(copy.id).not.toBe(script.id);
    expect(copy).toMatchObject({
      topic: 'Copy of Pruning roses',
      platform: original.script.platform,
      duration: original.script.duration,
      tone: original.script.tone,
      word_count: original.script.word_count,
      current_version_id: copy.id,
      version_count: 1,
    });
    expect((await read(userId, copy.id)).body).toEqual({ script: copy, body: original.body, material: null, extras: null });
    expect(await versionsOf(userId, copy.id)).toEqual([
      expect.objectContaining({ number: 1, kind: 'copied', note: 'Copied from version 2 of “Pruning roses”' }),
    ]);
    expect(await balanceOf(userId)).toEqual(balance);
    expect((await read(userId, script.id)).body).toEqual(original);
    expect(await search(userId, 'secateurs')).toEqual(['Copy of Pruning roses', 'Pruning roses']);
  });

  it('cuts "Copy of" a 200-character topic to 200 characters', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId, 't'.repeat(200));
    const copy = (await duplicateOf(userId, script.id)).body.script;
    expect(copy.topic).toBe(`Copy of ${'t'.repeat(192)}`);
  });

  it('gives every copy made at once its own script, each found by search', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId, 'Compost');
    const answers = await Promise.all(Array.from({ length: 6 }, () => duplicateOf(userId, script.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body.script.id)).size).toBe(6);
    expect((await search(userId, 'compost')).sort()).toEqual(['Compost', ...Array(6).fill('Copy of Compost')].sort());
  });
});

describe('delete (DELETE /api/scripts/{id})', () => {
  it('removes the row, every version item and every file under the script (material too): gone from GET, the library and search', async () => {
    const userId = await userWithCredits({ subscription: 2 });
    const kept = await generated(userId, 'Kept script');
    const script = await generated(userId, 'Doomed script');
    const v2 = await save(userId, script.id, '# Doomed script\n\nSecond words.', script.id);
    await save(userId, script.id, '# Doomed script\n\nThird words.', v2.body.version.id);
    const material = `scripts/${userId}/${script.id}/material.json`;
    await s3.send(new PutObjectCommand({ Bucket: process.env.SCRIPTS_BUCKET!, Key: material, Body: '{}' }));
    // Three versions, the material and the hooks and post (issue 34).
    expect((await storedFilesOf(userId)).filter((key) => key.includes(script.id))).toHaveLength(5);

    expect(await remove(userId, script.id)).toMatchObject({ statusCode: 204 });
    expect(await read(userId, script.id)).toMatchObject(NOT_FOUND);
    expect((await storedFilesOf(userId)).filter((key) => key.includes(script.id))).toEqual([]);
    expect((await allItemsOfUser(userId)).filter((item) => item.sk.includes(script.id))).toEqual([]);
    expect((await invoke<ListScriptsResponse>(listScripts, apiEvent({ userId }))).body.scripts.map((s) => s.topic)).toEqual(['Kept script']);
    expect(await search(userId, 'script')).toEqual(['Kept script']);
    expect((await read(userId, kept.id)).statusCode).toBe(200);
  });

  it('is repeat-safe: the second DELETE answers 404, and one after a deletion cut short removes what was left (204)', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    expect((await remove(userId, script.id)).statusCode).toBe(204);
    expect(await remove(userId, script.id)).toMatchObject(NOT_FOUND);

    // As a deletion stopped after the row went: a version item and its file are left.
    const leftover = `scripts/${userId}/${script.id}/01LEFTOVER.md`;
    await s3.send(new PutObjectCommand({ Bucket: process.env.SCRIPTS_BUCKET!, Key: leftover, Body: 'left' }));
    await db.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...Keys.scriptVersion(userId, script.id, '01LEFTOVER'), entity: 'script_version', id: '01LEFTOVER', script_id: script.id, number: 2, kind: 'edited', created_at: new Date().toISOString(), word_count: 1, estimated_seconds: 1, voice_match: null, note: null, file_path: leftover },
      }),
    );
    expect((await remove(userId, script.id)).statusCode).toBe(204);
    expect((await storedFilesOf(userId)).filter((key) => key.includes(script.id))).toEqual([]);
    expect((await allItemsOfUser(userId)).filter((item) => item.sk.includes(script.id))).toEqual([]);
  });

  it('answers 404 to an id no one has and to ids that could name a path, touching no file', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    await generated(userId);
    const files = await storedFilesOf(userId);
    for (const id of ['01NOSUCHSCRIPT000000000000', '../x', `../${userId}`, 'a/b']) expect(await remove(userId, id)).toMatchObject(NOT_FOUND);
    expect(await storedFilesOf(userId)).toEqual(files);
  });
});

describe('another user’s script: every new route refuses it (403 script.forbidden) and changes nothing', () => {
  it('rename, duplicate and delete answer 403; the owner’s rows, files and search are as they were', async () => {
    const owner = await userWithCredits({ subscription: 1 });
    const script = await generated(owner, 'Private plans');
    const intruder = await userWithCredits({ subscription: 1 });
    const items = await allItemsOfUser(owner);
    const files = await storedFilesOf(owner);

    expect(await renameTo(intruder, script.id, { topic: 'Mine now' })).toMatchObject(FORBIDDEN);
    expect(await duplicateOf(intruder, script.id)).toMatchObject(FORBIDDEN);
    expect(await remove(intruder, script.id)).toMatchObject(FORBIDDEN);
    expect(await read(intruder, script.id)).toMatchObject(FORBIDDEN);

    expect(await allItemsOfUser(owner)).toEqual(items);
    expect(await storedFilesOf(owner)).toEqual(files);
    expect((await allItemsOfUser(intruder)).filter((item) => item.sk.startsWith('SCRIPT#') || item.sk.startsWith('VERSION#'))).toEqual([]);
    expect(await storedFilesOf(intruder)).toEqual([]);
    expect(await search(owner, 'private')).toEqual(['Private plans']);
    expect(await search(intruder, 'private')).toEqual([]);
  });

  it('answers 404 for a script no one has on every new route', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const id = '01NOSUCHSCRIPT000000000000';
    expect(await renameTo(userId, id, { topic: 'Anything' })).toMatchObject(NOT_FOUND);
    expect(await duplicateOf(userId, id)).toMatchObject(NOT_FOUND);
    expect(await remove(userId, id)).toMatchObject(NOT_FOUND);
  });
});

describe('the account export after a rename, a duplicate and a delete', () => {
  it('lists the renamed topic and the copy (named by their topics, with their texts), not the deleted script, and no index bookkeeping', async () => {
    const userId = await userWithCredits({ subscription: 2 });
    const script = await generated(userId, 'First name');
    const gone = await generated(userId, 'Going away');
    expect((await renameTo(userId, script.id, { topic: 'Second name' })).statusCode).toBe(200);
    const copy = (await duplicateOf(userId, script.id)).body.script;
    expect((await remove(userId, gone.id)).statusCode).toBe(204);
    const text = (await read(userId, script.id)).body.body;

    expect((await startAccountExport(userId)).statusCode).toBe(202);
    const { job } = await waitForExport(userId);
    expect(job.state).toBe('ready');
    const { files } = await downloadExport(job);
    const listed = JSON.parse(files.get('scripts.json')!.toString('utf8')) as Record<string, unknown>[];
    expect(listed.map((row) => row.topic).sort()).toEqual(['Copy of Second name', 'Second name']);
    for (const row of listed) expect(Object.keys(row)).not.toContain('search_shard');
    expect(files.get(`scripts/${scriptDownloadName('Second name', script.created_at, 'md')}`)?.toString('utf8')).toBe(text);
    expect(files.get(`scripts/${scriptDownloadName('Copy of Second name', copy.created_at, 'md')}`)?.toString('utf8')).toBe(text);
    expect([...files.keys()].some((path) => path.includes('going-away'))).toBe(false);
  });
});
