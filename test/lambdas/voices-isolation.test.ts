import { describe, expect, it } from 'vitest';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as listScripts } from '../../lambdas/api/scripts/list-scripts';
import { handler as getStyleGuide } from '../../lambdas/api/style-guide/get-style-guide';
import { handler as saveStyleGuide } from '../../lambdas/api/style-guide/save-style-guide';
import { handler as markNotMe } from '../../lambdas/api/voice/mark-not-me';
import { handler as undoNotMe } from '../../lambdas/api/voice/undo-not-me';
import type { ListScriptsResponse } from '../../lambdas/contracts/scripts';
import { allItemsOfUser } from '../../lambdas/data/account-repo';
import { getVoiceProfile } from '../../lambdas/domain/documents/voice-store';
import { apiEvent, invoke } from './support/api-event';
import { documentFilesOf, newUser } from './support/documents';
import { balanceOf } from './support/scripts';
import { type ErrorBody, GARDEN_EPISODES, MONEY_EPISODES, deleteVoice, listDocsOf, listVoices, newVoice, renameVoice, requestUploadTo, uploadTextTo } from './support/voices';

describe("voices: another account's voice id is refused on every route", { timeout: 90_000 }, () => {
  it('answers 404 voice.not_found on every voice route and changes nothing of either account', async () => {
    const owner = await newUser();
    const podcast = await newVoice(owner, 'The Quiet Ledger');
    await uploadTextTo(owner, podcast, 'money.txt', MONEY_EPISODES[0]!);
    const opener = (await listDocsOf(owner, podcast)).body.voice!.openers[0]?.text ?? 'Welcome to The Quiet Ledger';
    const intruder = await newUser();
    const ownerBefore = await allItemsOfUser(owner);
    const ownerFilesBefore = await documentFilesOf(owner);
    const intruderBefore = await allItemsOfUser(intruder);
    const creditsBefore = await balanceOf(intruder);

    const query = { voiceId: podcast };
    const answers = {
      'PATCH /api/voices/{id}': await renameVoice(intruder, podcast, 'Mine now'),
      'DELETE /api/voices/{id}': await deleteVoice(intruder, podcast),
      'GET /api/documents': await listDocsOf(intruder, podcast),
      'POST /api/documents': await requestUploadTo(intruder, podcast, 'sneaky.txt', 20),
      'GET /api/style-guide': await invoke<ErrorBody>(getStyleGuide, apiEvent({ userId: intruder, query })),
      'PUT /api/style-guide': await invoke<ErrorBody>(saveStyleGuide, apiEvent({ userId: intruder, method: 'PUT', body: { intro_template: 'Hi' }, query })),
      'POST /api/voice/not-me': await invoke<ErrorBody>(markNotMe, apiEvent({ userId: intruder, method: 'POST', body: { kind: 'opener', value: opener }, query })),
      'POST /api/voice/not-me/undo': await invoke<ErrorBody>(undoNotMe, apiEvent({ userId: intruder, method: 'POST', body: { kind: 'opener', value: opener }, query })),
      'POST /api/scripts': await invoke<ErrorBody>(
        generate,
        apiEvent({ userId: intruder, method: 'POST', body: { topic: 'Fees', platform: 'podcast', duration: '1m', tone: 'professional', voiceId: podcast } }),
      ),
    };
    for (const [route, answer] of Object.entries(answers)) {
      expect({ route, status: answer.statusCode, error: (answer.body as ErrorBody).error }).toEqual({
        route,
        status: 404,
        error: { code: 'voice.not_found', message: 'Voice not found' },
      });
    }
    // The library filtered by someone else's voice lists none of theirs (and none of the caller's).
    const library = await invoke<ListScriptsResponse>(listScripts, apiEvent({ userId: intruder, query }));
    expect(library).toMatchObject({ statusCode: 200, body: { scripts: [] } });

    expect(await allItemsOfUser(owner)).toEqual(ownerBefore);
    expect(await documentFilesOf(owner)).toEqual(ownerFilesBefore);
    expect(await allItemsOfUser(intruder)).toEqual(intruderBefore);
    expect(await balanceOf(intruder)).toEqual(creditsBefore);
    expect((await listVoices(intruder)).body.voices.map((voice) => voice.id)).toEqual(['default']);
  });
});

describe('voices: a document processed in one voice never changes another', { timeout: 90_000 }, () => {
  it('keeps each profile exactly what the same documents make alone, with 3 uploads to each of two voices at once', async () => {
    const userId = await newUser();
    const podcast = await newVoice(userId, 'The Quiet Ledger');
    await Promise.all([
      ...GARDEN_EPISODES.map((episode, index) => uploadTextTo(userId, 'default', `garden-${index}.txt`, episode)),
      ...MONEY_EPISODES.map((episode, index) => uploadTextTo(userId, podcast, `money-${index}.txt`, episode)),
    ]);

    // The same documents in an account of their own, uploaded in the order the concurrent uploads got their ids (ties in
    // the profile are broken by document order).
    const alone = async (voiceId: string, episodes: string[], prefix: string) => {
      const order = (await listDocsOf(userId, voiceId)).body.documents.sort((a, b) => a.id.localeCompare(b.id)).map((document) => document.file_name);
      const other = await newUser();
      for (const name of order) await uploadTextTo(other, undefined, name, episodes[Number(name.slice(prefix.length, -'.txt'.length))]!);
      return other;
    };
    const aloneGarden = await alone('default', GARDEN_EPISODES, 'garden-');
    const aloneMoney = await alone(podcast, MONEY_EPISODES, 'money-');

    expect(await getVoiceProfile(userId, 'default')).toEqual(await getVoiceProfile(aloneGarden));
    expect(await getVoiceProfile(userId, podcast)).toEqual(await getVoiceProfile(aloneMoney));
    const garden = (await listDocsOf(userId, 'default')).body;
    const money = (await listDocsOf(userId, podcast)).body;
    expect(garden.voice).toEqual((await listDocsOf(aloneGarden)).body.voice);
    expect(money.voice).toEqual((await listDocsOf(aloneMoney)).body.voice);
    expect(garden.documents.map((document) => document.file_name).sort()).toEqual(['garden-0.txt', 'garden-1.txt', 'garden-2.txt']);
    expect(money.documents.map((document) => document.file_name).sort()).toEqual(['money-0.txt', 'money-1.txt', 'money-2.txt']);
    // The quota is the account's: both voices' bytes count against one total.
    expect(garden.storage.usedBytes).toBe(money.storage.usedBytes);
    expect(garden.voice!.openers.map((trait) => trait.text)).not.toEqual(money.voice!.openers.map((trait) => trait.text));
  });
});
