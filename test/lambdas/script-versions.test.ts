import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as getScript } from '../../lambdas/api/scripts/get-script';
import { handler as getVersion } from '../../lambdas/api/scripts/get-version';
import { handler as listVersions } from '../../lambdas/api/scripts/list-versions';
import { handler as restoreVersion } from '../../lambdas/api/scripts/restore-version';
import { handler as saveScript } from '../../lambdas/api/scripts/save-script';
import { spokenWords } from '../../lambdas/contracts/script-text';
import { retimeScript } from '../../lambdas/contracts/script-timing';
import type { GetVersionResponse, ListVersionsResponse, ScriptVersionResponse } from '../../lambdas/contracts/script-versions';
import type { GetScriptResponse, Script } from '../../lambdas/contracts/scripts';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { Keys } from '../../lambdas/data/keys';
import { apiEvent, invoke } from './support/api-event';
import { newUser, srt, uploadText } from './support/documents';
import { storedFilesOf, userWithCredits, validBody } from './support/scripts';

/** Captions spoken at 195 words per minute: 39 words in every four 3-second cues, back to back. */
const CAPTION_LINES = [
  'so here is the thing about composting at home today',
  'you really want a good mix of greens and browns',
  'my secret weapon is shredded cardboard from the recycling',
  'turn the pile every week and keep it damp always',
];
const CAPTIONS_AT_195_WPM = srt(Array.from({ length: 40 }, (_, i) => ({ start: i * 3, end: i * 3 + 3, text: CAPTION_LINES[i % CAPTION_LINES.length]! })));

const generated = async (userId: string) =>
  (await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body: validBody }))).body.script;

const read = async (userId: string, id: string) =>
  (await invoke<GetScriptResponse>(getScript, apiEvent({ userId, pathParameters: { id } }))).body;

const save = (userId: string, id: string, body: unknown) =>
  invoke<ScriptVersionResponse & { error?: { code: string; message: string } }>(saveScript, apiEvent({ userId, method: 'PUT', pathParameters: { id }, body }));

const versionsOf = async (userId: string, id: string) =>
  (await invoke<ListVersionsResponse>(listVersions, apiEvent({ userId, pathParameters: { id } }))).body.versions;

const restore = (userId: string, id: string, versionId: string) =>
  invoke<ScriptVersionResponse>(restoreVersion, apiEvent({ userId, method: 'POST', pathParameters: { id, versionId } }));

describe('script versions', () => {
  it('saves an edit as version 2 with its timing marks and word-count note recomputed: GET answers it, the row counts its words, both versions are listed and readable', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    const original = (await read(userId, script.id)).body;
    const edited = original.replace(/\n\n([^#\n>][^\n]*)/, '\n\nThis sentence is mine now, written by hand.');
    expect(edited).not.toBe(original);
    const words = spokenWords(edited);
    const retimed = retimeScript(edited, 150);
    expect(retimed).not.toBe(edited);

    const saved = await save(userId, script.id, { body: edited, base_version_id: script.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.body).toBe(retimed);
    expect(saved.body.version).toMatchObject({ number: 2, kind: 'edited', word_count: words, estimated_seconds: Math.round((words * 60) / 150), note: null });
    expect(saved.body.script).toMatchObject({ current_version_id: saved.body.version.id, version_count: 2, word_count: words });

    const now = await read(userId, script.id);
    expect(now.body).toBe(retimed);
    expect(now.body).toContain(`about ${words} words at 150 words per minute`);
    expect(now.script.current_version_id).toBe(saved.body.version.id);
    const versions = await versionsOf(userId, script.id);
    expect(versions.map((version) => [version.number, version.kind])).toEqual([
      [2, 'edited'],
      [1, 'generated'],
    ]);
    const first = await invoke<GetVersionResponse>(getVersion, apiEvent({ userId, pathParameters: { id: script.id, versionId: script.id } }));
    expect(first.body.body).toBe(original);
    expect(await storedFilesOf(userId)).toHaveLength(3);
  });

  it('times an edit at the rate the script was planned at: the creator’s measured 195 words per minute, not the default', async () => {
    const userId = await newUser();
    await uploadText(userId, 'compost.srt', CAPTIONS_AT_195_WPM);
    const script = await generated(userId);
    expect(script.words_per_minute).toBe(195);
    const original = (await read(userId, script.id)).body;
    // Seven spoken words more in the first section: every later section starts later.
    const edited = original.replace(/\n\n([^#\n>][^\n]*)/, '\n\n$1 Seven more words said right here, friends.');
    const saved = await save(userId, script.id, { body: edited, base_version_id: script.id });
    expect(saved.statusCode).toBe(200);
    const words = spokenWords(edited);
    expect(saved.body.body).toBe(retimeScript(edited, 195));
    expect(saved.body.body).not.toBe(retimeScript(edited, 150));
    expect(saved.body.script).toMatchObject({ word_count: words, estimated_seconds: Math.round((words * 60) / 195), words_per_minute: 195 });
  });

  it('answers 409 script.version_conflict to an edit based on an older version, and keeps the newer one', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    const first = await save(userId, script.id, { body: '## Hook\n\nFirst tab.', base_version_id: script.id });
    const second = await save(userId, script.id, { body: '## Hook\n\nSecond tab.', base_version_id: script.id });
    expect(first.statusCode).toBe(200);
    expect(second).toMatchObject({ statusCode: 409, body: { error: { code: 'script.version_conflict' } } });
    expect((await read(userId, script.id)).body).toBe('## Hook\n\nFirst tab.');
    expect(await versionsOf(userId, script.id)).toHaveLength(2);
    expect(await storedFilesOf(userId)).toHaveLength(3);
  });

  it('lets exactly one of 5 concurrent edits from the same version win; the others get 409 and leave no file', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => save(userId, script.id, { body: `## Hook\n\nTake ${n}.`, base_version_id: script.id })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await versionsOf(userId, script.id)).toHaveLength(2);
    expect(await storedFilesOf(userId)).toHaveLength(3);
  });

  it('refuses an empty edit with 400 in the form’s words, and another user’s script with 403', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    expect(await save(userId, script.id, { body: '   ', base_version_id: script.id })).toMatchObject({
      statusCode: 400,
      body: { error: { message: 'Script cannot be empty' } },
    });
    const stranger = await userWithCredits({});
    expect((await save(stranger, script.id, { body: 'Mine now', base_version_id: script.id })).statusCode).toBe(403);
    expect((await versionsOf(userId, script.id)).length).toBe(1);
  });

  it('restores version 1 as version 3 ("Restored version 1"); GET answers the original text again', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    const original = (await read(userId, script.id)).body;
    await save(userId, script.id, { body: '## Hook\n\nA rewrite I regret.', base_version_id: script.id });
    const restored = await restore(userId, script.id, script.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.body.version).toMatchObject({ number: 3, kind: 'restored', note: 'Restored version 1' });
    expect((await read(userId, script.id)).body).toBe(original);
    expect((await versionsOf(userId, script.id)).map((version) => version.number)).toEqual([3, 2, 1]);
    expect((await restore(userId, script.id, 'NOSUCHVERSION')).statusCode).toBe(404);
  });

  it('gives a script from before versions its first version, and keeps it when the first edit is saved', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    // What a row written before versions looks like: no current version, no version items.
    await db.send(new UpdateCommand({ TableName: TABLE_NAME, Key: Keys.script(userId, script.id), UpdateExpression: 'REMOVE current_version_id, version_count' }));
    await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: Keys.scriptVersion(userId, script.id, script.id) }));
    expect((await versionsOf(userId, script.id)).map((version) => [version.id, version.number])).toEqual([[script.id, 1]]);

    expect((await save(userId, script.id, { body: '## Hook\n\nEdited.', base_version_id: script.id })).statusCode).toBe(200);
    expect((await versionsOf(userId, script.id)).map((version) => [version.number, version.kind])).toEqual([
      [2, 'edited'],
      [1, 'generated'],
    ]);
  });
});
