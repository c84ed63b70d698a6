import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBedrockClient, createBedrockWriter } from '../../lambdas/adapters/writers/bedrock-writer';
import { buildExtrasPrompt } from '../../lambdas/domain/scripts/extras-prompt';
import { offlineExtras, writeExtras } from '../../lambdas/domain/scripts/extras';
import { planScript } from '../../lambdas/domain/scripts/planner';
import { localWriter } from '../../lambdas/domain/scripts/writers/local-writer';
import { startBedrockFake, type BedrockFake } from './fakes/bedrock-fake';
import { PRUNING_MATERIAL } from './support/scripts';

const plan = planScript({
  topic: 'How to prune tomatoes',
  details: null,
  platform: 'youtube',
  duration: '3m',
  tone: 'conversational',
  styleGuide: null,
  voice: null,
  passages: [],
  material: PRUNING_MATERIAL,
});

const ANSWER = {
  hooks: [
    { approach: 'bold-claim', text: 'Most balcony tomatoes are pruned far too late.' },
    { approach: 'story-first', text: 'Last summer one wild plant gave me a jungle of leaves and six tomatoes.' },
  ],
  titles: ['Prune tomatoes before they prune your harvest', 'Three cuts for more balcony tomatoes'],
  description: 'How I prune balcony tomatoes: small suckers, low leaves, and when to stop.',
};

describe('a model’s hooks and post, in the same generation (Bedrock against the local fake)', () => {
  let fake: BedrockFake;
  let client: ReturnType<typeof createBedrockClient>;
  let markdown: string;

  beforeAll(async () => {
    fake = await startBedrockFake();
    client = createBedrockClient({ endpoint: fake.endpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
    markdown = await localWriter.write(plan);
  });
  afterAll(async () => {
    client.destroy();
    await fake.close();
  });

  it('asks the model once with the extras prompt and keeps its hooks, titles and description, the script’s own hook first', async () => {
    fake.setScript({ deltas: ['Here you go:\n```json\n', JSON.stringify(ANSWER), '\n```'] });
    fake.requests.length = 0;
    const writer = createBedrockWriter({ modelId: 'test-model', client });
    const extras = await writeExtras(writer, plan, markdown);
    expect(fake.requests).toHaveLength(1);
    const hook = offlineExtras(plan, markdown).hooks[0]!;
    expect(fake.requests[0]!.body.system).toEqual([{ text: buildExtrasPrompt({ plan, markdown, hook: null }).system }]);
    expect(extras.hooks.map((option) => option.text)).toEqual([hook.text, ANSWER.hooks[0]!.text, ANSWER.hooks[1]!.text]);
    if (extras.post.kind !== 'youtube') throw new Error('expected a YouTube post');
    expect(extras.post.titles.slice(0, 2)).toEqual(ANSWER.titles);
    expect(extras.post.titles).toHaveLength(5);
    expect(extras.post.description).toBe(ANSWER.description);
  });

  it('keeps the offline hooks and post when the model’s answer is not JSON, or the call fails, so the script is never lost', async () => {
    const writer = createBedrockWriter({ modelId: 'test-model', client });
    fake.setScript({ deltas: ['Sorry, I can only write scripts.'] });
    await expect(writeExtras(writer, plan, markdown)).resolves.toEqual(offlineExtras(plan, markdown));
    fake.setScript({ deltas: ['{"titles":'], failAfter: 1 });
    await expect(writeExtras(writer, plan, markdown)).resolves.toEqual(offlineExtras(plan, markdown));
  });
});
