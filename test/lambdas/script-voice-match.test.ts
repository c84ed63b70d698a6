import { readFileSync } from 'node:fs';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as getVoiceMatch } from '../../lambdas/api/scripts/get-voice-match';
import { handler as saveScript } from '../../lambdas/api/scripts/save-script';
import type { ScriptVersionResponse } from '../../lambdas/contracts/script-versions';
import type { Script } from '../../lambdas/contracts/scripts';
import type { ScriptVoiceMatchResponse } from '../../lambdas/contracts/voice-match';
import { s3 } from '../../lambdas/data/storage';
import { readVoiceProfile, writeVoiceProfile } from '../../lambdas/data/voice-profile-repo';
import { voiceProfileSchema } from '../../lambdas/domain/voice/types';
import { apiEvent, invoke } from './support/api-event';
import { deleteDoc, documentFilesOf, uploadText } from './support/documents';
import { userWithCredits, validBody } from './support/scripts';

// Texts of an invented vlogger written for the voice tests: two become her documents, the third is new to her profile.
const vlogger = (index: 1 | 2 | 3) => readFileSync(new URL(`../fixtures/voice/corpus/vlogger-${index}.txt`, import.meta.url), 'utf8').trim();
const paragraphs = (text: string) => text.split(/\n\s*\n/);

/** A script of three sections: new words in her voice, a line too short to judge, and a paragraph pasted from her first document. */
const scriptBody = () =>
  [
    '# Trying pottery',
    '## Hook [0:00–0:30]',
    paragraphs(vlogger(3)).slice(0, 4).join('\n\n'),
    '## A quick word [0:30–0:35]',
    'Wear old clothes, honestly. You will thank me later.',
    '## From my last video [0:35–1:00]',
    paragraphs(vlogger(1)).slice(1, 3).join('\n\n'),
  ].join('\n\n');

const setUp = async () => {
  const userId = await userWithCredits({ subscription: 1 });
  const first = await uploadText(userId, 'sunday-reset.txt', vlogger(1));
  await uploadText(userId, 'second-video.txt', vlogger(2));
  const script = (await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body: validBody }))).body.script;
  const saved = await invoke<ScriptVersionResponse>(saveScript, apiEvent({ userId, method: 'PUT', pathParameters: { id: script.id }, body: { body: scriptBody(), base_version_id: script.id } }));
  expect(saved.statusCode).toBe(200);
  return { userId, script, first, saved: saved.body };
};

const voiceMatchOf = (userId: string, id: string) => invoke<ScriptVoiceMatchResponse>(getVoiceMatch, apiEvent({ userId, pathParameters: { id } }));

describe('GET /api/scripts/{id}/voice-match', () => {
  it('answers the current version’s score with what it rests on, and each section’s: copied words left out, short sections too short to judge', async () => {
    const { userId, script, saved } = await setUp();
    const { statusCode, body } = await voiceMatchOf(userId, script.id);
    expect(statusCode).toBe(200);
    expect(body.version_id).toBe(saved.version.id);
    // The stored score of the saved version is the same judgement.
    expect(body.voice_match).toBe(saved.script.voice_match);
    expect(body.voice_match).toEqual(expect.any(Number));
    // Her pasted paragraphs, and the opener she says in every video, are copies.
    expect(body.voice_match_basis.copied_phrases).toBeGreaterThanOrEqual(2);
    expect(body.voice_match_basis).toMatchObject({ min_words: 100 });
    expect(body.voice_match_basis.reason).toBeUndefined();
    expect(body.voice_match_basis.words_for.length).toBeGreaterThan(0);

    expect(body.sections.map((section) => [section.index, section.title])).toEqual([
      [0, 'Hook'],
      [1, 'A quick word'],
      [2, 'From my last video'],
    ]);
    const [hook, quick, pasted] = body.sections;
    expect(hook!.voice_match).toEqual(expect.any(Number));
    expect(hook!.voice_match_basis.words_judged).toBeGreaterThanOrEqual(100);
    expect(quick).toMatchObject({ voice_match: null, voice_match_basis: { reason: 'too_short', words_judged: 9, copied_phrases: 0 } });
    expect(pasted!.voice_match).toBeNull();
    expect(pasted!.voice_match_basis).toMatchObject({ reason: 'too_short', words_judged: 0 });
    expect(pasted!.voice_match_basis.copied_phrases).toBeGreaterThanOrEqual(1);
  });

  it('counts a document’s words again once that document is deleted: its shingles go with it', async () => {
    const { userId, script, first } = await setUp();
    expect((await deleteDoc(userId, first.id)).statusCode).toBe(204);
    const pasted = (await voiceMatchOf(userId, script.id)).body.sections[2]!;
    expect(pasted.voice_match_basis.copied_phrases).toBe(0);
    expect(pasted.voice_match).toEqual(expect.any(Number));
  });

  it('learns a profile from before copy checks again on the first look, where a save could only say it is outdated', async () => {
    const { userId, script, saved } = await setUp();
    const profile = (await readVoiceProfile(userId, voiceProfileSchema))!;
    await writeVoiceProfile(userId, { ...profile, phraseRates: undefined });
    await s3.send(new DeleteObjectCommand({ Bucket: process.env.DOCUMENTS_BUCKET!, Key: `voice/${userId}/shingles.bin` }));

    const body = { body: `${scriptBody()}\n\nOne more line.`, base_version_id: saved.version.id };
    const again = await invoke<ScriptVersionResponse>(saveScript, apiEvent({ userId, method: 'PUT', pathParameters: { id: script.id }, body }));
    expect(again.body.script.voice_match).toBeNull();

    const match = (await voiceMatchOf(userId, script.id)).body;
    expect(match.voice_match).toEqual(expect.any(Number));
    expect(match.voice_match_basis.copied_phrases).toBeGreaterThanOrEqual(2);
    expect(await documentFilesOf(userId)).toContain(`voice/${userId}/shingles.bin`);
    expect((await readVoiceProfile(userId, voiceProfileSchema))!.phraseRates).toEqual(expect.any(Array));
  });

  it('answers 403 for another user’s script and 404 for none', async () => {
    const { script } = await setUp();
    const stranger = await userWithCredits({});
    expect((await voiceMatchOf(stranger, script.id)).statusCode).toBe(403);
    expect((await voiceMatchOf(stranger, 'no-such-script')).statusCode).toBe(404);
  });
});
