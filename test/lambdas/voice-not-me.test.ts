import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as markNotMe } from '../../lambdas/api/voice/mark-not-me';
import { handler as undoNotMe } from '../../lambdas/api/voice/undo-not-me';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as deleteAccount } from '../../lambdas/api/profile/delete-account';
import { createBedrockClient, createBedrockWriter } from '../../lambdas/adapters/writers/bedrock-writer';
import type { NotMeResponse } from '../../lambdas/contracts/documents';
import type { GenerateScriptBody, Script } from '../../lambdas/contracts/scripts';
import type { VoiceTrait } from '../../lambdas/contracts/voice-traits';
import { allItemsOfUser } from '../../lambdas/data/account-repo';
import { getScriptBody } from '../../lambdas/data/storage';
import { rebuildVoice } from '../../lambdas/domain/documents/voice-store';
import { generateScript } from '../../lambdas/domain/scripts/generate';
import { type BedrockFake, startBedrockFake } from './fakes/bedrock-fake';
import { downloadExport, startAccountExport, waitForExport } from './support/account-export';
import { apiEvent, invoke } from './support/api-event';
import { deleteDoc, listDocs, newUser, uploadText } from './support/documents';

type Answer = NotMeResponse & { error?: { code: string; message: string } };

const OPENER = 'Hey hey, welcome back to the balcony';

/** Three episodes that share an opener, two sign-offs, signature phrases, fillers, a hype word and the first person. */
const episode = (topic: string, detail: string) =>
  `${OPENER}. Today it is ${topic}. Honestly, ${detail}. Trust me, ${topic} is easier than you think, and basically anyone can do it. ` +
  `Is it worth the effort? Trust me, it is insane how well it works. So grab a pot and get going. Catch you next week.`;

const EPISODES: [string, string][] = [
  ['rain barrels', 'a barrel pays for itself in one summer'],
  ['seed jars', 'old jam jars keep seeds dry for years'],
  ['pruning saws', 'a sharp saw makes a clean cut that heals fast'],
];

const creatorWithVoice = async () => {
  const userId = await newUser();
  for (const [index, [topic, detail]] of EPISODES.entries()) await uploadText(userId, `episode-${index + 1}.txt`, episode(topic, detail));
  return userId;
};

const mark = (userId: string, trait: unknown) => invoke<Answer>(markNotMe, apiEvent({ userId, method: 'POST', path: '/api/voice/not-me', body: trait }));
const undo = (userId: string, trait: unknown) =>
  invoke<Answer>(undoNotMe, apiEvent({ userId, method: 'POST', path: '/api/voice/not-me/undo', body: trait }));

const panel = async (userId: string) => (await listDocs(userId)).body.voice!;
const openersOf = async (userId: string) => (await panel(userId)).openers.map((opener) => opener.text);

const opener: VoiceTrait = { kind: 'opener', value: OPENER };
const body: GenerateScriptBody = { topic: 'Composting at home', platform: 'youtube', duration: '1m', tone: 'conversational' };

describe('Not me: the creator corrects the learned voice (POST /api/voice/not-me and /undo)', () => {
  let fake: BedrockFake;
  beforeAll(async () => {
    fake = await startBedrockFake();
  });
  afterAll(() => fake.close());

  const bedrockWriter = () =>
    createBedrockWriter({
      modelId: 'au.anthropic.claude-haiku-4-5-20251001-v1:0',
      client: createBedrockClient({ endpoint: fake.endpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
    });

  /** The whole ConverseStream request Bedrock receives for the next script, as text. */
  const nextPrompt = async (userId: string) => {
    fake.setScript({ deltas: ['## Hook [0:00–0:05]\n\n', 'Compost time.'] });
    const before = fake.requests.length;
    await generateScript({ userId, body, writer: bedrockWriter() });
    return JSON.stringify(fake.requests.slice(before).at(-1)!.body).toLowerCase();
  };

  it('leaves a marked opener out of the panel, lists it as hidden, and undo brings it back', async () => {
    const userId = await creatorWithVoice();
    expect(await openersOf(userId)).toEqual([OPENER]);

    const marked = await mark(userId, { kind: 'opener', value: '  hey HEY,   welcome back to the balcony ' });
    expect(marked.statusCode).toBe(200);
    expect(marked.body.voice!.openers).toEqual([]);
    // Stored in the profile's own spelling, whatever the request's spacing and case.
    expect(marked.body.voice!.hidden).toEqual([opener]);
    expect(await openersOf(userId)).toEqual([]);
    expect((await panel(userId)).hidden).toEqual([opener]);

    const undone = await undo(userId, opener);
    expect(undone.statusCode).toBe(200);
    expect(undone.body.voice!.openers.map((trait) => trait.text)).toEqual([OPENER]);
    expect(undone.body.voice!.hidden).toEqual([]);
    expect(await openersOf(userId)).toEqual([OPENER]);
  });

  it('the next Bedrock prompt no longer holds a trait marked Not me, and holds it again after undo', async () => {
    const userId = await creatorWithVoice();
    const before = await nextPrompt(userId);
    expect(before).toContain('welcome back to the balcony');
    expect(before).toContain('first person singular');

    expect((await mark(userId, opener)).statusCode).toBe(200);
    expect((await mark(userId, { kind: 'person' })).statusCode).toBe(200);
    const corrected = await nextPrompt(userId);
    // Neither the rule nor an example passage carries it: every passage here says it, so none is sent.
    expect(corrected).not.toContain('welcome back to the balcony');
    expect(corrected).not.toContain('first person');
    // The other traits stay.
    expect(corrected).toContain('catch you next week');

    expect((await undo(userId, opener)).statusCode).toBe(200);
    expect((await undo(userId, { kind: 'person' })).statusCode).toBe(200);
    const restored = await nextPrompt(userId);
    expect(restored).toContain('welcome back to the balcony');
    expect(restored).toContain('first person singular');
  });

  it('the offline draft no longer opens with an opener marked Not me', async () => {
    const userId = await creatorWithVoice();
    const draft = async () => {
      const { statusCode, body: answer } = await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body }));
      expect(statusCode).toBe(200);
      return getScriptBody(answer.script.file_path);
    };
    expect(await draft()).toContain(OPENER);
    await mark(userId, opener);
    expect(await draft()).not.toMatch(/welcome back to the balcony/i);
  });

  it('keeps the correction through every rebuild of the voice: a document added, one deleted, a rebuild forced', async () => {
    const userId = await creatorWithVoice();
    await mark(userId, opener);
    await mark(userId, { kind: 'questions' });

    await uploadText(userId, 'episode-4.txt', episode('worm farms', 'worms turn scraps into soil in weeks'));
    expect((await panel(userId)).documents).toBe(4);
    expect(await openersOf(userId)).toEqual([]);
    expect((await panel(userId)).questionRate).toBeNull();

    const [first] = (await listDocs(userId)).body.documents;
    expect((await deleteDoc(userId, first!.id)).statusCode).toBe(204);
    await rebuildVoice(userId);
    const after = await panel(userId);
    expect(after.documents).toBe(3);
    expect(after.openers).toEqual([]);
    expect(after.questionRate).toBeNull();
    expect(after.hidden).toEqual([opener, { kind: 'questions' }]);
    expect(await nextPrompt(userId)).not.toContain('welcome back to the balcony');
  });

  it('answers 404 for a trait the voice does not hold and 400 for a malformed one, and stores nothing', async () => {
    const userId = await creatorWithVoice();
    expect(await mark(userId, { kind: 'opener', value: 'Good morning campers' })).toMatchObject({
      statusCode: 404,
      body: { error: { code: 'voice.trait_not_found', message: 'This trait is not in your voice any more. Reload the page to see your voice as it is now.' } },
    });
    // The voice measured no speaking rate (plain text has no timings), so there is none to mark.
    expect((await mark(userId, { kind: 'speakingRate' })).statusCode).toBe(404);
    expect(await mark(userId, { kind: 'accent' })).toMatchObject({ statusCode: 400, body: { error: { message: 'Unknown voice trait' } } });
    expect(await mark(userId, { kind: 'opener' })).toMatchObject({ statusCode: 400, body: { error: { message: 'The trait’s words are required' } } });
    expect(await mark(userId, { kind: 'opener', value: 'x'.repeat(201) })).toMatchObject({ statusCode: 400 });
    expect((await allItemsOfUser(userId)).filter((item) => item.sk.startsWith('NOT_ME#'))).toEqual([]);

    const noVoice = await newUser();
    expect((await mark(noVoice, opener)).statusCode).toBe(404);
    expect(await undo(noVoice, opener)).toMatchObject({ statusCode: 200, body: { voice: null } });
  });

  it("works on the caller's own voice only: another user's mark or undo of the same trait never touches it", async () => {
    const [owner, other] = [await creatorWithVoice(), await creatorWithVoice()];
    await mark(owner, opener);
    expect((await undo(other, opener)).statusCode).toBe(200);
    expect(await openersOf(owner)).toEqual([]);
    expect(await openersOf(other)).toEqual([OPENER]);

    await mark(other, { kind: 'signOff', value: 'Catch you next week' });
    expect((await panel(owner)).signOffs.map((signOff) => signOff.text)).toContain('Catch you next week');
  });

  it('exports the traits marked Not me in the voice folder (voices/My voice/voice-not-me.json), and deleting the account removes them', async () => {
    const userId = await creatorWithVoice();
    await mark(userId, opener);
    await mark(userId, { kind: 'filler', value: 'basically' });
    await mark(userId, { kind: 'vocabulary' });

    expect((await startAccountExport(userId)).statusCode).toBe(202);
    const { files } = await downloadExport((await waitForExport(userId)).job);
    const exported = JSON.parse(files.get('voices/My voice/voice-not-me.json')!.toString('utf8')) as Record<string, unknown>[];
    expect(exported).toEqual([
      { kind: 'filler', value: 'basically', marked_at: expect.any(String) },
      { kind: 'opener', value: OPENER, marked_at: expect.any(String) },
      { kind: 'vocabulary', marked_at: expect.any(String) },
    ]);
    expect(files.get('README.md')!.toString('utf8')).toContain('`voice-not-me.json`');

    expect((await allItemsOfUser(userId)).filter((item) => item.entity === 'voice_not_me')).toHaveLength(3);
    expect((await invoke(deleteAccount, apiEvent({ userId, method: 'DELETE' }))).statusCode).toBe(204);
    expect((await allItemsOfUser(userId)).map((item) => item.entity)).toEqual(['deleted_account']);
  });
});
