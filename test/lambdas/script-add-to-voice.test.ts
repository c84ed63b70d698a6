import { GetObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as getScript } from '../../lambdas/api/scripts/get-script';
import { handler as addToVoice } from '../../lambdas/api/scripts/add-to-voice';
import { handler as saveScript } from '../../lambdas/api/scripts/save-script';
import { STORAGE_QUOTA_BYTES } from '../../lambdas/contracts/limits';
import { spokenText } from '../../lambdas/contracts/script-text';
import type { AddToVoiceResponse } from '../../lambdas/contracts/script-versions';
import type { GetScriptResponse, Script } from '../../lambdas/contracts/scripts';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { Keys } from '../../lambdas/data/keys';
import { getVoiceProfile } from '../../lambdas/domain/documents/voice-store';
import { s3 } from '../../lambdas/data/storage';
import { apiEvent, invoke } from './support/api-event';
import { documentFilesOf, listDocs, usageOf } from './support/documents';
import { userWithCredits, validBody } from './support/scripts';

type Answer = AddToVoiceResponse & { error?: { code: string; message: string } };

const generated = async (userId: string) =>
  (await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body: validBody }))).body.script;

const add = (userId: string, id: string) => invoke<Answer>(addToVoice, apiEvent({ userId, method: 'POST', pathParameters: { id } }));

const storedText = async (key: string) =>
  (await (await s3.send(new GetObjectCommand({ Bucket: process.env.DOCUMENTS_BUCKET!, Key: key }))).Body!.transformToString()).trim();

describe('add a script to my voice (POST /api/scripts/{id}/voice-document)', () => {
  it('makes the current version’s spoken words a processed .txt voice document, counted in storage, and learns from it', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    const edited = `## Hook\n\nI always start with the soil, because that is where my balcony garden really lives.\n\n**On screen:** a pot of soil`;
    const saved = await invoke(saveScript, apiEvent({ userId, method: 'PUT', pathParameters: { id: script.id }, body: { body: edited, base_version_id: script.id } }));
    expect(saved.statusCode).toBe(200);
    expect(await getVoiceProfile(userId)).toBeNull();

    const answer = await add(userId, script.id);
    expect(answer.statusCode).toBe(201);
    const text = spokenText(edited).trim();
    expect(answer.body.document).toMatchObject({ file_name: 'How to prune tomatoes (version 2).txt', processed: true, processing_error: null });
    expect(answer.body.document.file_size).toBe(new TextEncoder().encode(`${text}\n`).length);

    expect((await listDocs(userId)).body.documents.map((document) => document.id)).toEqual([answer.body.document.id]);
    const usage = await usageOf(userId);
    expect(usage).toEqual({ counter: answer.body.document.file_size, rows: answer.body.document.file_size });
    const files = await documentFilesOf(userId);
    expect(files).toContain(`documents/${userId}/${answer.body.document.id}`);
    expect(files.some((key) => key.startsWith('uploads/pending/'))).toBe(false);
    expect(await storedText(`documents/${userId}/${answer.body.document.id}`)).toBe(text);
    expect(await getVoiceProfile(userId)).not.toBeNull();
    const after = await invoke<GetScriptResponse>(getScript, apiEvent({ userId, pathParameters: { id: script.id } }));
    expect(after.body.script.version_count).toBe(2);
  });

  it('refuses the same version twice with 409 and keeps one document', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
    expect((await add(userId, script.id)).statusCode).toBe(201);
    const again = await add(userId, script.id);
    expect(again).toMatchObject({ statusCode: 409, body: { error: { code: 'voice_document.exists', message: 'This version is already one of your voice documents.' } } });
    expect((await listDocs(userId)).body.documents).toHaveLength(1);
  });

  it('answers 413 with the spec’s storage message when the quota is full, storing nothing', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const script = await generated(userId);
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
  });

  it('answers 403 for another user’s script and 404 for none, adding no document', async () => {
    const owner = await userWithCredits({ subscription: 1 });
    const script = await generated(owner);
    const intruder = await userWithCredits({});
    expect((await add(intruder, script.id)).statusCode).toBe(403);
    expect((await add(intruder, '01JZZZZZZZZZZZZZZZZZZZZZZZ')).statusCode).toBe(404);
    expect((await listDocs(intruder)).body.documents).toEqual([]);
    expect((await listDocs(owner)).body.documents).toEqual([]);
  });
});
