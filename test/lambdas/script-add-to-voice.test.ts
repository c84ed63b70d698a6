import { GetObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as getScript } from '../../lambdas/api/scripts/get-script';
import { handler as addToVoice } from '../../lambdas/api/scripts/add-to-voice';
import { handler as previewVoiceDocument } from '../../lambdas/api/scripts/preview-voice-document';
import { handler as saveScript } from '../../lambdas/api/scripts/save-script';
import { STORAGE_QUOTA_BYTES } from '../../lambdas/contracts/limits';
import { splitSections } from '../../lambdas/contracts/script-sections';
import { countWords, spokenText } from '../../lambdas/contracts/script-text';
import type { AddToVoiceResponse, ScriptVersionResponse, VoiceDocumentPreview } from '../../lambdas/contracts/script-versions';
import type { GetScriptResponse, Script } from '../../lambdas/contracts/scripts';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { Keys } from '../../lambdas/data/keys';
import { s3 } from '../../lambdas/data/storage';
import { voiceChanges } from '../../lambdas/domain/documents/voice-changes';
import { getVoiceProfile } from '../../lambdas/domain/documents/voice-store';
import { apiEvent, invoke } from './support/api-event';
import { deleteDoc, documentFilesOf, listDocs, uploadText, usageOf } from './support/documents';
import { rewriteAndAccept } from './support/rewrite';
import { PRUNING_MATERIAL, userWithCredits, validBody } from './support/scripts';

type ErrorBody = { error?: { code: string; message: string } };

/** Two sentences a creator might write over the draft's: 53 words between them. */
const MINE_1 = 'I pinch the little shoots off with two fingers every Sunday morning, coffee in my other hand, and my neighbour laughs at me over the railing.';
const MINE_2 = 'Last July I skipped a whole month of it, and my plants turned into a jungle that gave me more leaves than I could ever compost.';

/** An offline draft with source sentences (the model's words here; sources are never the creator's). */
const withSources = { ...validBody, duration: '3m', material: { sources: PRUNING_MATERIAL.sources } };

const generated = async (userId: string, body: object = withSources) =>
  (await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body }))).body.script;

const read = async (userId: string, id: string) => (await invoke<GetScriptResponse>(getScript, apiEvent({ userId, pathParameters: { id } }))).body;

const save = async (userId: string, id: string, body: string, base: string) => {
  const saved = await invoke<ScriptVersionResponse>(saveScript, apiEvent({ userId, method: 'PUT', pathParameters: { id }, body: { body, base_version_id: base } }));
  expect(saved.statusCode).toBe(200);
  return saved.body;
};

const preview = (userId: string, id: string) =>
  invoke<VoiceDocumentPreview & ErrorBody>(previewVoiceDocument, apiEvent({ userId, pathParameters: { id } }));

const add = (userId: string, id: string, body?: object) =>
  invoke<AddToVoiceResponse & ErrorBody>(addToVoice, apiEvent({ userId, method: 'POST', pathParameters: { id }, ...(body ? { body } : {}) }));

const storedText = async (key: string) =>
  (await (await s3.send(new GetObjectCommand({ Bucket: process.env.DOCUMENTS_BUCKET!, Key: key }))).Body!.transformToString()).trim();

/** The draft's first sentence citing a source: the model's words (sources are never the creator's). */
const sourceSentence = (markdown: string) => /^[^.!?\n]*\[1\]\./m.exec(markdown)![0];
const SIGN_OFF = 'Thanks so much for watching.';

/** The draft with two of the model's sentences rewritten by the creator (a source sentence and the sign-off), saved as version 2. */
const editedScript = async (userId: string, body: object = withSources) => {
  const script = await generated(userId, body);
  const draft = (await read(userId, script.id)).body;
  expect(draft).toContain(SIGN_OFF);
  const edited = draft.replace(sourceSentence(draft), MINE_1).replace(SIGN_OFF, MINE_2);
  const saved = await save(userId, script.id, edited, script.id);
  return { script: saved.script, draft, edited: saved.body };
};

describe('Add to my voice learns from the creator’s words only (GET and POST /api/scripts/{id}/voice-document)', () => {
  it('counts only the two sentences the creator rewrote, and the new processed document holds exactly them', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { script, edited } = await editedScript(userId);
    const yours = countWords(MINE_1) + countWords(MINE_2);

    const counted = await preview(userId, script.id);
    expect(counted).toMatchObject({
      statusCode: 200,
      body: { version_id: script.current_version_id, version_number: 2, yours, total: countWords(spokenText(edited)), left_out: 0, minimum: 50, already_added: false },
    });
    expect(counted.body.total).toBeGreaterThan(yours);

    const answer = await add(userId, script.id, { version_id: script.current_version_id });
    expect(answer.statusCode).toBe(201);
    const text = `${MINE_1}\n\n${MINE_2}`;
    expect(answer.body.document).toMatchObject({ file_name: 'How to prune tomatoes (version 2).txt', processed: true, processing_error: null });
    expect(answer.body.document.file_size).toBe(new TextEncoder().encode(`${text}\n`).length);
    expect(await storedText(`documents/${userId}/${answer.body.document.id}`)).toBe(text);
    expect(await usageOf(userId)).toEqual({ counter: answer.body.document.file_size, rows: answer.body.document.file_size });
    expect((await documentFilesOf(userId)).some((key) => key.startsWith('uploads/pending/'))).toBe(false);
    expect(answer.body.voice_changes).toEqual([`Your voice is learned for the first time, from ${yours} words`]);
    expect((await getVoiceProfile(userId))?.words).toBe(yours);
    expect((await preview(userId, script.id)).body.already_added).toBe(true);
  });

  it('refuses an unedited draft with 400 naming how few words are the creator’s, stores nothing, and leaves the voice profile as it was', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const upload = await uploadText(userId, 'talk.txt', `${MINE_1} ${MINE_2} Do you ever wonder why? I do, every single summer.`);
    const profile = await getVoiceProfile(userId);
    const usage = await usageOf(userId);
    const script = await generated(userId);
    const total = countWords(spokenText((await read(userId, script.id)).body));

    expect((await preview(userId, script.id)).body).toMatchObject({ yours: 0, total, left_out: 0, already_added: false });
    const refused = await add(userId, script.id);
    expect(refused).toMatchObject({
      statusCode: 400,
      body: { error: { code: 'voice_document.too_few_words', message: `Only 0 of ${total} words are yours: edit the script in your own words first (at least 50).` } },
    });
    expect((await listDocs(userId)).body.documents.map((document) => document.id)).toEqual([upload.id]);
    expect(await usageOf(userId)).toEqual(usage);
    expect(await getVoiceProfile(userId)).toEqual(profile);
  });

  it('leaves out the creator’s few words inside the model’s sentences, and says how many', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    const draft = (await read(userId, script.id)).body;
    const first = sourceSentence(draft);
    const saved = await save(userId, script.id, draft.replace(first, first.replace('needs its leaves', 'needs all of its leaves')), script.id);
    expect((await preview(userId, saved.script.id)).body).toMatchObject({ yours: 0, left_out: 2 });
  });

  it('a rewrite of the section holding one of the creator’s sentences takes that sentence back to the model', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { script, edited } = await editedScript(userId);
    const section = splitSections(edited).sections.findIndex((part) => part.body.includes(MINE_1));
    const rewritten = await rewriteAndAccept(userId, script.id, { section, base_version_id: script.current_version_id });
    expect(rewritten.statusCode).toBe(200);
    const after = await read(userId, script.id);
    expect(after.body).not.toContain(MINE_1);
    expect(after.body).toContain(MINE_2);
    expect((await preview(userId, script.id)).body).toMatchObject({ version_number: 3, yours: countWords(MINE_2) });
  });

  it('counts the key points and stories an offline draft says as sentences of their own as the creator’s, never a source sentence or the draft’s framing', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId, { ...validBody, duration: '3m', material: PRUNING_MATERIAL });
    const theirs = [...PRUNING_MATERIAL.key_points, ...PRUNING_MATERIAL.stories.split('\n\n')].map((text) => text.replace(/\.$/, ''));
    const counted = (await preview(userId, script.id)).body;
    expect(counted.yours).toBe(theirs.reduce((sum, text) => sum + countWords(text), 0));
    const answer = await add(userId, script.id);
    expect(answer.statusCode).toBe(201);
    const stored = (await storedText(`documents/${userId}/${answer.body.document.id}`)).split('\n\n');
    expect(stored.map((sentence) => sentence.replace(/\.$/, '')).sort()).toEqual([...theirs].sort());
  });

  it('answers 409 script.version_conflict when the version the creator saw counted is no longer current, adding nothing', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { script, edited } = await editedScript(userId);
    await save(userId, script.id, `${edited}\n\nOne more line.`, script.current_version_id!);
    const stale = await add(userId, script.id, { version_id: script.current_version_id });
    expect(stale).toMatchObject({ statusCode: 409, body: { error: { code: 'script.version_conflict' } } });
    expect((await listDocs(userId)).body.documents).toEqual([]);
  });
});

describe('Add to my voice: one document per script version', () => {
  it('refuses the same version twice with 409; deleting its document lets that version be added again', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { script } = await editedScript(userId);
    const first = await add(userId, script.id);
    expect(first.statusCode).toBe(201);
    const again = await add(userId, script.id);
    expect(again).toMatchObject({ statusCode: 409, body: { error: { code: 'voice_document.exists', message: 'This version is already one of your voice documents.' } } });
    expect((await listDocs(userId)).body.documents).toHaveLength(1);

    expect((await deleteDoc(userId, first.body.document.id)).statusCode).toBe(204);
    expect((await preview(userId, script.id)).body.already_added).toBe(false);
    const readded = await add(userId, script.id);
    expect(readded.statusCode).toBe(201);
    expect((await listDocs(userId)).body.documents.map((document) => document.id)).toEqual([readded.body.document.id]);
  });

  it('8 concurrent adds of one version make one document, charge its bytes once and answer 409 to the other 7', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { script } = await editedScript(userId);
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(userId, script.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const documents = (await listDocs(userId)).body.documents;
    expect(documents).toHaveLength(1);
    expect(await usageOf(userId)).toEqual({ counter: documents[0]!.file_size, rows: documents[0]!.file_size });
    expect((await documentFilesOf(userId)).filter((key) => key.startsWith(`documents/${userId}/`))).toEqual([`documents/${userId}/${documents[0]!.id}`]);
  });

  it('accepts two different scripts with the same topic and version number', async () => {
    const userId = await userWithCredits({ subscription: 2 });
    const one = await editedScript(userId);
    const other = await editedScript(userId);
    expect((await add(userId, one.script.id)).statusCode).toBe(201);
    const second = await add(userId, other.script.id);
    expect(second.statusCode).toBe(201);
    expect((await listDocs(userId)).body.documents.map((document) => document.file_name)).toEqual([
      'How to prune tomatoes (version 2).txt',
      'How to prune tomatoes (version 2).txt',
    ]);
  });
});

describe('Add to my voice: the voice and the limits', () => {
  it('answers what changed in the Your voice summary, as the panel shows it before and after', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    await uploadText(userId, 'talk.txt', 'You know what? You should always water first! You really should. Is that not obvious? You will see.');
    const before = (await listDocs(userId)).body.voice;
    const { script } = await editedScript(userId);
    const answer = await add(userId, script.id);
    expect(answer.statusCode).toBe(201);
    const after = (await listDocs(userId)).body.voice;
    expect(answer.body.voice_changes).toEqual(voiceChanges(before, after));
    expect(answer.body.voice_changes[0]).toBe(`Learned from 1 → 2 documents · ${before!.words} → ${after!.words} words`);
    expect(answer.body.voice_changes).toContain('Perspective: mostly to “you” → mostly “I”');
  });

  it('answers 413 with the spec’s storage message when the quota is full, storing nothing', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { script } = await editedScript(userId);
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: Keys.profile(userId),
        UpdateExpression: 'SET total_storage_used = :used',
        ExpressionAttributeValues: { ':used': STORAGE_QUOTA_BYTES - 10 },
      }),
    );
    const answer = await add(userId, script.id);
    expect(answer).toMatchObject({ statusCode: 413, body: { error: { message: 'You have 0.00MB remaining' } } });
    expect((await listDocs(userId)).body.documents).toEqual([]);
    expect(await documentFilesOf(userId)).toEqual([]);
    expect((await preview(userId, script.id)).body.already_added).toBe(false);
  });

  it('answers 403 for another user’s script and 404 for none, to the count and the add alike, adding no document', async () => {
    const owner = await userWithCredits({ subscription: 1 });
    const { script } = await editedScript(owner);
    const intruder = await userWithCredits({});
    expect((await preview(intruder, script.id)).statusCode).toBe(403);
    expect((await add(intruder, script.id)).statusCode).toBe(403);
    expect((await preview(intruder, '01JZZZZZZZZZZZZZZZZZZZZZZZ')).statusCode).toBe(404);
    expect((await add(intruder, '01JZZZZZZZZZZZZZZZZZZZZZZZ')).statusCode).toBe(404);
    expect((await listDocs(intruder)).body.documents).toEqual([]);
    expect((await listDocs(owner)).body.documents).toEqual([]);
  });
});
