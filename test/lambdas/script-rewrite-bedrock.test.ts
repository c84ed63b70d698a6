import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as generate } from '../../lambdas/api/scripts/generate-script';
import { handler as getScript } from '../../lambdas/api/scripts/get-script';
import { maxTokensFor } from '../../lambdas/adapters/writers/bedrock-writer';
import { spokenWords } from '../../lambdas/contracts/script-text';
import type { GetScriptResponse, Script } from '../../lambdas/contracts/scripts';
import { type BedrockFake, startBedrockFake } from './fakes/bedrock-fake';
import { apiEvent, invoke, invokeStreaming } from './support/api-event';
import { eventsOf, streamedText } from './support/rewrite';
import { PRUNING_MATERIAL, userWithCredits, validBody } from './support/scripts';

const SENTENCE = 'Cut suckers when they are small.';
type Handler = typeof generate;

const read = async (userId: string, id: string) => (await invoke<GetScriptResponse>(getScript, apiEvent({ userId, pathParameters: { id } }))).body;

/** A 1-minute offline draft (generation runs with the offline writer: the handlers above were loaded before Bedrock was configured). */
const draftWithSentence = async () => {
  const userId = await userWithCredits({ subscription: 1 });
  const { script } = (await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body: { ...validBody, material: PRUNING_MATERIAL } }))).body;
  const body = (await read(userId, script.id)).body;
  const start = body.indexOf(SENTENCE);
  expect(start).toBeGreaterThan(0);
  return { userId, script, body, passage: { start, end: start + SENTENCE.length, text: SENTENCE } };
};

describe('rewrite a passage with Bedrock (the real handlers, the writer configured by BEDROCK_MODEL_ID, against the HTTP/2 fake)', () => {
  let fake: BedrockFake;
  let rewrite: Handler;
  let accept: Handler;
  let stop: Handler;

  beforeAll(async () => {
    fake = await startBedrockFake();
    vi.stubEnv('BEDROCK_MODEL_ID', 'au.anthropic.claude-haiku-4-5-20251001-v1:0');
    vi.stubEnv('AWS_ENDPOINT_URL_BEDROCK_RUNTIME', fake.endpoint);
    vi.resetModules();
    rewrite = (await import('../../lambdas/api/scripts/rewrite-script')).handler as unknown as Handler;
    accept = (await import('../../lambdas/api/scripts/accept-rewrite')).handler as unknown as Handler;
    stop = (await import('../../lambdas/api/scripts/stop-rewrite')).handler as unknown as Handler;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.resetModules();
    await fake.close();
  });

  it('sends the passage marked where it stands in the script, its section and the instruction, asks for three alternatives in tags with room for three, streams each alternative as its own and keeps the three', async () => {
    const { userId, script, body, passage } = await draftWithSentence();
    fake.setScript({
      deltas: ['Three takes:\n<altern', 'ative>\nSnip ', 'suckers while small.</alt', 'ernative>\n<alternative>Pinch them ', 'young.</alternative><alternative>\nSmall suckers? ', 'Gone.\n</alternative>'],
    });
    const before = fake.requests.length;
    const answer = await invokeStreaming(
      rewrite as never,
      apiEvent({
        userId,
        method: 'POST',
        path: '/api/scripts/{id}/rewrite',
        pathParameters: { id: script.id },
        headers: { accept: 'application/x-ndjson' },
        body: { passage, instruction: 'punchier', alternatives: 3, base_version_id: script.id },
      }),
    );
    expect(answer.statusCode).toBe(200);
    const events = eventsOf(answer.text);
    expect(events[0]).toMatchObject({ type: 'start', alternatives: 3, writer: 'bedrock', original: SENTENCE, words: spokenWords(SENTENCE), heading: expect.stringMatching(/^## Section 1 /) });
    expect([0, 1, 2].map((alternative) => streamedText(events, alternative).trim())).toEqual(['Snip suckers while small.', 'Pinch them young.', 'Small suckers? Gone.']);
    const done = events.at(-1)!;
    if (done.type !== 'done') throw new Error(JSON.stringify(done));
    expect(done.proposal.alternatives).toEqual(['Snip suckers while small.', 'Pinch them young.', 'Small suckers? Gone.']);

    const request = fake.requests.slice(before).at(-1)!;
    const prompt = request.body.messages?.[0]?.content[0]?.text ?? '';
    expect(prompt).toContain(`${body.slice(passage.start - 40, passage.start)}<passage>${SENTENCE}</passage>${body.slice(passage.end, passage.end + 40)}`);
    expect(prompt).toMatch(/Rewrite only the passage marked <passage> … <\/passage> in the script above, each in about 6 spoken words\. The creator asks: "punchier"\. It is in the section "## Section 1 \[/);
    expect(prompt).toContain('Write three different alternatives, each inside its own <alternative> and </alternative> tags, and nothing outside the tags.');
    expect(request.body.inferenceConfig?.maxTokens).toBe(maxTokensFor(6 * 3));

    const accepted = await invoke<{ body: string; version: { note: string } }>(
      accept,
      apiEvent({ userId, method: 'POST', pathParameters: { id: script.id, proposalId: done.proposal.id }, body: { alternative: 1 } }),
    );
    expect(accepted.statusCode).toBe(200);
    // Just after the section's heading line (whose timing mark follows the new text), as the sentence was.
    expect(accepted.body.body).toMatch(/\]\n\nPinch them young\./);
    expect(accepted.body.body).toContain(`Pinch them young.${body.slice(passage.end, passage.end + 30)}`);
    expect(accepted.body.body).not.toContain(SENTENCE);
    expect(accepted.body.version.note).toBe('Rewrote a passage: punchier');
  });

  it('Stop cancels the Bedrock call itself (it stops costing tokens): the stream ends with rewrite.stopped within about a second', async () => {
    const { userId, script, passage } = await draftWithSentence();
    fake.setScript({ deltas: Array.from({ length: 80 }, (_, i) => `word${i} `), frameDelayMs: 50 });
    const before = fake.requests.length;
    let stopped: Promise<{ statusCode: number }> | undefined;
    let stoppedAt = 0;
    let written = '';
    const answer = await invokeStreaming(
      rewrite as never,
      apiEvent({ userId, method: 'POST', pathParameters: { id: script.id }, headers: { accept: 'application/x-ndjson' }, body: { passage, base_version_id: script.id } }),
      (chunk) => {
        written += chunk;
        const id = /"proposal_id":"([^"]+)"/.exec(written)?.[1];
        if (!id || stopped || !written.includes('"type":"text"')) return;
        stoppedAt = Date.now();
        stopped = invoke(stop, apiEvent({ userId, method: 'POST', pathParameters: { id: script.id, proposalId: id } }));
      },
    );
    const endedAfter = Date.now() - stoppedAt;
    expect((await stopped)?.statusCode).toBe(204);
    expect(eventsOf(answer.text).at(-1)).toEqual({ type: 'error', error: { code: 'rewrite.stopped', message: 'Rewrite stopped. Nothing was changed.' } });
    expect(endedAfter).toBeLessThan(2_000);
    const call = fake.requests.slice(before).at(-1)!;
    await vi.waitFor(() => expect(call.cancelled).toBe(true));
    expect(call.deltasSent).toBeLessThan(60);
  });
});
