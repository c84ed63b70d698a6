import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as getVoiceMatch } from '../../lambdas/api/scripts/get-voice-match';
import { handler as saveStyleGuide } from '../../lambdas/api/style-guide/save-style-guide';
import type { ScriptVoiceMatchResponse } from '../../lambdas/contracts/voice-match';
import type { GenerateScriptBody, Script } from '../../lambdas/contracts/scripts';
import { generateScript } from '../../lambdas/domain/scripts/generate';
import { createBedrockClient, createBedrockWriter } from '../../lambdas/adapters/writers/bedrock-writer';
import { type BedrockFake, startBedrockFake } from './fakes/bedrock-fake';
import { apiEvent, invoke } from './support/api-event';
import { newUser, srt, uploadText } from './support/documents';
import { balanceOf, ledgerOf } from './support/scripts';
import { getScriptBody } from '../../lambdas/data/storage';
import { draftedWords, spokenWords } from '../../lambdas/contracts/script-text';

/** Captions spoken at 195 words per minute: 39 words in every four 3-second cues, back to back. */
const LINES = [
  'so here is the thing about composting at home today',
  'you really want a good mix of greens and browns',
  'my secret weapon is shredded cardboard from the recycling',
  'turn the pile every week and keep it damp always',
];
const captions = srt(Array.from({ length: 40 }, (_, i) => ({ start: i * 3, end: i * 3 + 3, text: LINES[i % LINES.length]! })));

const body: GenerateScriptBody = { topic: 'Composting at home', platform: 'youtube', duration: '1m', tone: 'conversational' };

describe('generation in the creator’s voice', () => {
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

  it('budgets words from the measured speaking rate, times what is said at it, and says a draft of under 100 words of its own is too short to judge', async () => {
    const userId = await newUser();
    await uploadText(userId, 'compost.srt', captions);
    const material = {
      key_points: ['Mix greens and browns in equal parts', 'Turn the pile every week', 'Keep it as damp as a wrung-out sponge'],
      stories: 'My first pile smelled awful until I added a whole box of shredded cardboard from the recycling bin.',
    };
    const { statusCode, body: answer } = await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', body: { ...body, material } }));
    expect(statusCode).toBe(200);
    // The offline draft says what it has and asks for the rest: together they make the minute at 195 words a minute.
    const markdown = await getScriptBody(answer.script.file_path);
    expect(draftedWords(markdown)).toBeGreaterThan(195 * 0.9);
    expect(draftedWords(markdown)).toBeLessThan(195 * 1.1);
    expect(answer.script.word_count).toBe(spokenWords(markdown));
    expect(answer.script.estimated_seconds).toBe(Math.round((answer.script.word_count * 60) / 195));
    expect(answer.script.word_count).toBeGreaterThanOrEqual(20);
    // Most of this short draft is still to be filled in: too few words of its own to judge, and the page says so.
    expect(answer.script.voice_match).toBeNull();
    const match = await invoke<ScriptVoiceMatchResponse>(getVoiceMatch, apiEvent({ userId, method: 'GET', pathParameters: { id: answer.script.id } }));
    expect(match.body.voice_match_basis).toMatchObject({ reason: 'too_short', min_words: 100, copied_phrases: 0 });
    expect(match.body.voice_match_basis.words_judged).toBeGreaterThan(20);
    expect(match.body.voice_match_basis.words_judged).toBeLessThan(100);
  });

  it('sends Bedrock the voiceprint, the relevant passages and the style guide', async () => {
    const userId = await newUser();
    await uploadText(userId, 'compost.srt', captions);
    await invoke(saveStyleGuide, apiEvent({ userId, method: 'PUT', body: { intro_template: 'Hey dirt lovers, Jo here!' } }));
    fake.setScript({ deltas: ['## Hook [0:00–0:05]\n\n', 'Hey dirt lovers, Jo here! Compost time.'] });
    const before = fake.requests.length;
    const script = await generateScript({ userId, body, writer: bedrockWriter() });
    expect(script.writer).toBe('bedrock');
    const prompt = JSON.stringify(fake.requests.slice(before).at(-1)!.body);
    expect(prompt).toContain('Hey dirt lovers, Jo here!');
    expect(prompt).toContain('195 words per minute');
    expect(prompt).toMatch(/shredded cardboard/);
  });

  it('refunds the credit when Bedrock fails mid-stream, with the spec message', async () => {
    const userId = await newUser();
    fake.setScript({ deltas: ['## Hook\n\n', 'Half a ', 'sentence'], failAfter: 1 });
    const failure = await generateScript({ userId, body, writer: bedrockWriter() }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ statusCode: 502, message: 'Failed to generate script' });
    expect((await balanceOf(userId)).total).toBe(3);
    expect(await ledgerOf(userId)).toMatchObject({ debits: 1, refunds: 1 });
  });
});
