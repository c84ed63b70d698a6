import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as deleteAccount } from '../../lambdas/api/profile/delete-account';
import { handler as getStyleGuide } from '../../lambdas/api/style-guide/get-style-guide';
import { handler as saveStyleGuide } from '../../lambdas/api/style-guide/save-style-guide';
import { handler as markNotMe } from '../../lambdas/api/voice/mark-not-me';
import type { StyleGuideResponse } from '../../lambdas/contracts/style-guide';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { listDocumentRecords } from '../../lambdas/data/document-repo';
import { Keys } from '../../lambdas/data/keys';
import { allItemsOfUser } from '../../lambdas/data/account-repo';
import { downloadExport, startAccountExport, waitForExport } from './support/account-export';
import { apiEvent, invoke } from './support/api-event';
import { storedFilesOf } from './support/scripts';
import { documentFilesOf, newUser, uploadText, usageOf } from './support/documents';
import {
  type ErrorBody,
  GARDEN_EPISODES,
  MONEY_EPISODES,
  createVoice,
  deleteVoice,
  listDocsOf,
  listVoices,
  newVoice,
  renameVoice,
  uploadTextTo,
} from './support/voices';

const styleGuideOf = (userId: string, voiceId?: string) =>
  invoke<StyleGuideResponse & ErrorBody>(getStyleGuide, apiEvent({ userId, path: '/api/style-guide', query: voiceId ? { voiceId } : undefined }));
const saveStyleGuideOf = (userId: string, body: unknown, voiceId?: string) =>
  invoke<StyleGuideResponse & ErrorBody>(saveStyleGuide, apiEvent({ userId, method: 'PUT', path: '/api/style-guide', body, query: voiceId ? { voiceId } : undefined }));

/**
 * An account as the version before voices left it: documents processed through the old routes, then every trace of a
 * voice taken off (no voice_id on the rows, no VOICES item), a style guide and a Not me trait at their old keys.
 */
const accountFromBeforeVoices = async () => {
  const userId = await newUser();
  for (const [index, episode] of GARDEN_EPISODES.entries()) await uploadText(userId, `episode-${index + 1}.txt`, episode);
  for (const record of await listDocumentRecords(userId)) {
    await db.send(new UpdateCommand({ TableName: TABLE_NAME, Key: Keys.document(userId, record.id), UpdateExpression: 'REMOVE voice_id' }));
  }
  await db.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: { pk: `USER#${userId}`, sk: 'STYLEGUIDE', entity: 'style_guide', id: 'SG1', user_id: userId, intro_template: "G'day legends", outro_template: 'Catch you next week', interaction_reminders: null, general_guidance: null },
    }),
  );
  const opener = (await listDocsOf(userId)).body.voice!.openers[0]!.text;
  const marked = await invoke(markNotMe, apiEvent({ userId, method: 'POST', body: { kind: 'opener', value: opener } }));
  if (marked.statusCode !== 200) throw new Error(`Not me refused: ${JSON.stringify(marked.body)}`);
  return { userId, opener };
};

describe('voices: an account from before voices (migration on first read)', { timeout: 90_000 }, () => {
  it('has one voice, "My voice", holding its old documents, profile and style guide, through the new routes and the old', async () => {
    const { userId, opener } = await accountFromBeforeVoices();
    const rows = await listDocumentRecords(userId);
    expect(rows.every((row) => (row as { voice_id?: string }).voice_id === undefined)).toBe(true);
    expect((await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.voiceRegistry(userId) }))).Item).toBeUndefined();

    const voices = await listVoices(userId);
    expect(voices.statusCode).toBe(200);
    expect(voices.body).toEqual({ voices: [{ id: 'default', name: 'My voice', created_at: null, documents: 3, processed_documents: 3 }], last_used_voice_id: null });

    const withoutParam = await listDocsOf(userId);
    const withParam = await listDocsOf(userId, 'default');
    expect(withParam.body).toEqual(withoutParam.body);
    expect(withParam.body.documents).toHaveLength(3);
    expect(withParam.body.documents.every((document) => document.voice_id === 'default')).toBe(true);
    expect(withParam.body.voice).toMatchObject({ documents: 3, hidden: [{ kind: 'opener', value: opener }] });
    expect(withParam.body.voice!.openers.map((trait) => trait.text)).not.toContain(opener);
    expect((await styleGuideOf(userId, 'default')).body.styleGuide).toMatchObject({ id: 'SG1', intro_template: "G'day legends" });
    // Reading changed nothing: still no registry item.
    expect((await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.voiceRegistry(userId) }))).Item).toBeUndefined();
  });

  it('keeps everything in the first voice when a second is created and the first renamed, and nothing leaks into the new one', async () => {
    const { userId } = await accountFromBeforeVoices();
    const before = (await listDocsOf(userId)).body;
    const podcast = await newVoice(userId, 'The Quiet Ledger');
    const renamed = await renameVoice(userId, 'default', 'Balcony channel');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body.voice).toEqual({ id: 'default', name: 'Balcony channel', created_at: null });

    const voices = (await listVoices(userId)).body.voices;
    expect(voices.map(({ id, name, documents }) => ({ id, name, documents }))).toEqual([
      { id: 'default', name: 'Balcony channel', documents: 3 },
      { id: podcast, name: 'The Quiet Ledger', documents: 0 },
    ]);
    expect((await listDocsOf(userId, 'default')).body).toEqual(before);
    expect((await listDocsOf(userId)).body).toEqual(before);
    expect((await listDocsOf(userId, podcast)).body).toMatchObject({ documents: [], voice: null });
    expect((await styleGuideOf(userId, podcast)).body.styleGuide).toBeNull();
    expect((await styleGuideOf(userId)).body.styleGuide?.intro_template).toBe("G'day legends");
  });
});

describe('voices: names and limits', { timeout: 90_000 }, () => {
  it('refuses an empty name, a name over 60 characters and a name already used (ignoring case) with clear messages', async () => {
    const userId = randomUUID();
    expect(await createVoice(userId, '   ')).toMatchObject({ statusCode: 400, body: { error: { message: 'Voice name is required' } } });
    expect(await createVoice(userId, undefined)).toMatchObject({ statusCode: 400, body: { error: { message: 'Voice name is required' } } });
    expect(await createVoice(userId, 'x'.repeat(61))).toMatchObject({ statusCode: 400, body: { error: { message: 'Voice name must be 60 characters or fewer' } } });
    expect((await createVoice(userId, 'y'.repeat(60))).statusCode).toBe(201);
    expect(await createVoice(userId, 'my VOICE')).toMatchObject({
      statusCode: 409,
      body: { error: { code: 'voice.name_taken', message: 'You already have a voice called “my VOICE”. Choose another name.' } },
    });
    const other = await newVoice(userId, 'Podcast');
    expect((await renameVoice(userId, other, ' podcast ')).statusCode).toBe(200);
    expect(await renameVoice(userId, other, 'My voice')).toMatchObject({ statusCode: 409, body: { error: { code: 'voice.name_taken' } } });
    expect((await listVoices(userId)).body.voices.map((voice) => voice.name)).toEqual(['My voice', 'y'.repeat(60), 'podcast']);
  });

  it('allows 10 voices and refuses the 11th, even when 14 are asked for at once', async () => {
    const userId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => createVoice(userId, `Client ${i + 1}`)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(9);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(refused[0]!.body.error).toEqual({ code: 'voice.limit', message: 'You can have up to 10 voices. Delete one you no longer use to add another.' });
    expect((await listVoices(userId)).body.voices).toHaveLength(10);
  });

  it('refuses to delete the last voice, including when the last two are deleted at once', async () => {
    const userId = randomUUID();
    expect(await deleteVoice(userId, 'default')).toMatchObject({
      statusCode: 409,
      body: { error: { code: 'voice.last', message: 'This is your only voice. Create another voice before deleting this one.' } },
    });
    const second = await newVoice(userId, 'Second');
    const both = await Promise.all([deleteVoice(userId, 'default'), deleteVoice(userId, second)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    expect((await listVoices(userId)).body.voices).toHaveLength(1);
  });

  it('answers 404 voice.not_found for an id that matches nothing, and 400 for one over 64 characters', async () => {
    const userId = randomUUID();
    expect(await renameVoice(userId, 'nope', 'x')).toMatchObject({ statusCode: 404, body: { error: { code: 'voice.not_found', message: 'Voice not found' } } });
    expect((await deleteVoice(userId, 'nope')).statusCode).toBe(404);
    expect((await listDocsOf(userId, 'nope')).statusCode).toBe(404);
    expect((await listDocsOf(userId, 'x'.repeat(65))).statusCode).toBe(400);
  });
});

describe('voices: deleting a voice', { timeout: 90_000 }, () => {
  it('removes its documents (rows, files, quota bytes), profile, Not me traits and style guide, and leaves the other voice exactly as it was', async () => {
    const userId = await newUser();
    const podcast = await newVoice(userId, 'The Quiet Ledger');
    for (const [index, episode] of GARDEN_EPISODES.entries()) await uploadTextTo(userId, undefined, `garden-${index}.txt`, episode);
    for (const [index, episode] of MONEY_EPISODES.entries()) await uploadTextTo(userId, podcast, `money-${index}.txt`, episode);
    await saveStyleGuideOf(userId, { intro_template: 'Welcome to The Quiet Ledger.' }, podcast);
    const hype = (await listDocsOf(userId, podcast)).body.voice!.signOffs[0];
    if (hype) await invoke(markNotMe, apiEvent({ userId, method: 'POST', body: { kind: 'signOff', value: hype.text }, query: { voiceId: podcast } }));
    const gardenBefore = (await listDocsOf(userId)).body;
    const gardenBytes = GARDEN_EPISODES.reduce((sum, episode) => sum + new TextEncoder().encode(episode).length, 0);

    expect((await deleteVoice(userId, podcast)).statusCode).toBe(204);

    expect((await listVoices(userId)).body.voices.map((voice) => voice.id)).toEqual(['default']);
    expect((await listDocsOf(userId, podcast)).statusCode).toBe(404);
    const gardenAfter = (await listDocsOf(userId)).body;
    expect(gardenAfter.documents).toEqual(gardenBefore.documents);
    expect(gardenAfter.voice).toEqual(gardenBefore.voice);
    expect(gardenAfter.storage.usedBytes).toBe(gardenBytes);
    expect(await usageOf(userId)).toEqual({ counter: gardenBytes, rows: gardenBytes });
    const items = await import('../../lambdas/data/account-repo').then(({ allItemsOfUser }) => allItemsOfUser(userId));
    expect(items.map((item) => item.sk).filter((sk) => sk.includes(podcast))).toEqual([]);
    expect((await documentFilesOf(userId)).filter((key) => key.includes(podcast))).toEqual([]);
    expect(await documentFilesOf(userId)).toHaveLength(3 * 2 + 2);
  });
});

describe('voices: export and account deletion', { timeout: 180_000 }, () => {
  it('exports one folder per voice with its documents, style guide and profile, and account deletion removes every voice', async () => {
    const userId = await newUser();
    const podcast = await newVoice(userId, 'The Quiet Ledger');
    await uploadTextTo(userId, undefined, 'chillies.txt', GARDEN_EPISODES[0]!);
    await uploadTextTo(userId, podcast, 'fees.txt', MONEY_EPISODES[2]!);
    await saveStyleGuideOf(userId, { intro_template: "G'day legends" });
    await saveStyleGuideOf(userId, { intro_template: 'Welcome to The Quiet Ledger.' }, podcast);

    expect((await startAccountExport(userId)).statusCode).toBe(202);
    const { job } = await waitForExport(userId);
    expect(job).toMatchObject({ state: 'ready', done: job.total, total: 2 + 6 + 2 * 4 });
    const { files } = await downloadExport(job);
    const text = (path: string) => files.get(path)?.toString('utf8');
    const json = (path: string) => JSON.parse(text(path)!) as unknown;
    expect(json('voices.json')).toEqual([
      { id: 'default', name: 'My voice', created_at: null, folder: 'voices/My voice/' },
      { id: podcast, name: 'The Quiet Ledger', created_at: expect.any(String), folder: 'voices/The Quiet Ledger/' },
    ]);
    expect(text('voices/My voice/documents/chillies.txt')).toBe(GARDEN_EPISODES[0]);
    expect(text('voices/The Quiet Ledger/documents/fees.txt')).toBe(MONEY_EPISODES[2]);
    expect(json('voices/My voice/documents.json')).toEqual([expect.objectContaining({ file_name: 'chillies.txt', file: 'voices/My voice/documents/chillies.txt' })]);
    expect(json('voices/The Quiet Ledger/documents.json')).toEqual([
      expect.objectContaining({ file_name: 'fees.txt', voice_id: podcast, file: 'voices/The Quiet Ledger/documents/fees.txt' }),
    ]);
    expect(json('voices/My voice/style-guide.json')).toMatchObject({ intro_template: "G'day legends" });
    expect(json('voices/The Quiet Ledger/style-guide.json')).toMatchObject({ intro_template: 'Welcome to The Quiet Ledger.' });
    expect(json('voices/My voice/voice-profile.json')).toMatchObject({ profile: { documents: 1 } });
    expect(json('voices/The Quiet Ledger/voice-profile.json')).toMatchObject({ profile: { documents: 1 } });
    expect([...files.keys()].filter((path) => path.startsWith('documents'))).toEqual([]);

    expect((await invoke(deleteAccount, apiEvent({ userId, method: 'DELETE' }))).statusCode).toBe(204);
    expect((await allItemsOfUser(userId)).map((item) => item.entity)).toEqual(['deleted_account']);
    expect(await storedFilesOf(userId)).toEqual([]);
    expect(await listVoices(userId)).toMatchObject({ statusCode: 200 });
    expect(await createVoice(userId, 'Back again')).toMatchObject({ statusCode: 410, body: { error: { code: 'account.deleted' } } });
  });
});
