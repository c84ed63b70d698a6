import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBedrockClient, createBedrockWriter } from '../../../lambdas/adapters/writers/bedrock-writer';
import { handler as generate } from '../../../lambdas/api/scripts/generate-script';
import { handler as getScript } from '../../../lambdas/api/scripts/get-script';
import { MATERIAL_MESSAGES } from '../../../lambdas/contracts/material';
import type { GetScriptResponse, Script } from '../../../lambdas/contracts/scripts';
import { generateScript, realSteps } from '../../../lambdas/domain/scripts/generate';
import { type BedrockFake, startBedrockFake } from '../fakes/bedrock-fake';
import { apiEvent, invoke } from '../support/api-event';
import { PRUNING_MATERIAL, balanceOf, storedFilesOf, userWithCredits, validBody } from '../support/scripts';

type Answer = { script: Script; error?: { code: string; message: string } };

const post = (userId: string, body: object) => invoke<Answer>(generate, apiEvent({ userId, method: 'POST', path: '/api/scripts', body }));

describe('generating from the creator’s material (issue 30)', () => {
  it('keeps the material with the script: stored beside its text, given back with it, and not counted as a document', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { statusCode, body } = await post(userId, { ...validBody, duration: '3m', material: PRUNING_MATERIAL });
    expect(statusCode).toBe(200);
    expect(body.script.material_path).toBe(`scripts/${userId}/${body.script.id}/material.json`);
    expect((await storedFilesOf(userId)).sort()).toEqual([body.script.file_path, body.script.material_path, body.script.extras_path].sort());

    const read = await invoke<GetScriptResponse>(getScript, apiEvent({ userId, pathParameters: { id: body.script.id } }));
    expect(read.body.material).toEqual(PRUNING_MATERIAL);
    for (const point of PRUNING_MATERIAL.key_points) expect(read.body.body).toContain(point);
    expect(read.body.body).toMatch(/\[1\]/);
  });

  it('stores no material file for a script written from its topic alone, and answers material null', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const { body } = await post(userId, { ...validBody, material: { key_points: ['', '  '], stories: '   ', sources: [] } });
    expect(body.script.material_path).toBeUndefined();
    expect((await storedFilesOf(userId)).sort()).toEqual([body.script.file_path, body.script.extras_path].sort());
    const read = await invoke<GetScriptResponse>(getScript, apiEvent({ userId, pathParameters: { id: body.script.id } }));
    expect(read.body.material).toBeNull();
  });

  it.each([
    [{ key_points: Array.from({ length: 21 }, (_, i) => `Point ${i}`) }, MATERIAL_MESSAGES.tooManyKeyPoints],
    [{ key_points: ['x'.repeat(301)] }, MATERIAL_MESSAGES.keyPointTooLong],
    [{ stories: 'x'.repeat(2001) }, MATERIAL_MESSAGES.storiesTooLong],
    [{ sources: Array.from({ length: 6 }, () => ({ kind: 'text', title: '', text: 'A source.' })) }, MATERIAL_MESSAGES.tooManySources],
    [{ sources: [{ kind: 'text', title: '', text: 'x'.repeat(20_001) }] }, MATERIAL_MESSAGES.sourceTextTooLong],
    [{ sources: [{ kind: 'link', url: 'javascript:alert(1)', title: 'x', text: 'A page.' }] }, MATERIAL_MESSAGES.sourceUrlInvalid],
  ])('refuses material over its limits with the message, costing nothing: %#', async (material, message) => {
    const userId = await userWithCredits({ subscription: 1 });
    const { statusCode, body } = await post(userId, { ...validBody, material });
    expect(statusCode).toBe(400);
    expect(body.error?.message).toBe(message);
    expect(await balanceOf(userId)).toMatchObject({ total: 1 });
    expect(await storedFilesOf(userId)).toEqual([]);
  });

  it('removes the material file and refunds the credit when the script cannot be saved', async () => {
    const userId = await userWithCredits({ subscription: 1 });
    const failing = { ...realSteps, save: () => Promise.reject(new Error('table down')) };
    const { localWriter } = await import('../../../lambdas/domain/scripts/writers/local-writer');
    await expect(generateScript({ userId, body: { ...validBody, material: PRUNING_MATERIAL }, writer: localWriter }, failing)).rejects.toThrow('Failed to generate script');
    expect(await storedFilesOf(userId)).toEqual([]);
    expect(await balanceOf(userId)).toMatchObject({ total: 1 });
  });

  describe('with Bedrock (the fake endpoint speaking its event-stream protocol)', () => {
    let fake: BedrockFake;
    beforeAll(async () => {
      fake = await startBedrockFake();
    });
    afterAll(() => fake.close());

    it('sends the model the material with its numbers and the rules: every key point, the stories, facts only from the material, placeholders, source markers', async () => {
      const userId = await userWithCredits({ subscription: 1 });
      const writer = createBedrockWriter({
        modelId: 'au.anthropic.claude-haiku-4-5-20251001-v1:0',
        client: createBedrockClient({ endpoint: fake.endpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
      });
      fake.setScript({ deltas: ['## Hook [0:00–0:05]\n\n', 'Cut suckers when they are small [1].'] });
      await generateScript({ userId, body: { ...validBody, duration: '3m', material: PRUNING_MATERIAL }, writer });
      const request = fake.requests.at(-1)!.body;
      const prompt = [...(request.system ?? []).map((part) => part.text), ...(request.messages ?? []).flatMap((message) => message.content.map((part) => part.text))].join('\n');

      PRUNING_MATERIAL.key_points.forEach((point, i) => expect(prompt).toContain(`${i + 1}. ${point} (in Section ${i + 1})`));
      expect(prompt).toContain('<story 1 for Section');
      expect(prompt).toContain('it gave me a jungle of leaves and six tomatoes.');
      expect(prompt).toContain('<source 1: Balcony grower notes>');
      expect(prompt).toContain('Heavy pruning late in the season exposes the fruit to sunscald on hot balconies.');
      expect(prompt).toContain('Say every key point, each in the section the plan gives it');
      expect(prompt).toContain('Numbers, names, dates and quotes come only from the creator’s material');
      expect(prompt).toContain('[[fill in: what is needed]]');
      expect(prompt).toContain('A claim taken from a source carries its number right after it, like [1]');
    });

    it('tells the model to invent no fact even without material', async () => {
      const userId = await userWithCredits({ subscription: 1 });
      const writer = createBedrockWriter({
        modelId: 'au.anthropic.claude-haiku-4-5-20251001-v1:0',
        client: createBedrockClient({ endpoint: fake.endpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
      });
      fake.setScript({ deltas: ['## Hook [0:00–0:05]\n\n', 'Prune early.'] });
      await generateScript({ userId, body: validBody, writer });
      const prompt = JSON.stringify(fake.requests.at(-1)!.body);
      expect(prompt).toContain('Never invent a statistic, study, quote, price, date or anecdote.');
      expect(prompt).toContain('[[fill in: what is needed]]');
      expect(prompt).not.toContain('Say every key point');
    });
  });
});
