import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler as getStyleGuide } from '../../lambdas/api/style-guide/get-style-guide';
import { handler as saveStyleGuide } from '../../lambdas/api/style-guide/save-style-guide';
import type { StyleGuideResponse } from '../../lambdas/contracts/style-guide';
import { apiEvent, invoke } from './support/api-event';

const save = (userId: string, body: unknown) =>
  invoke<StyleGuideResponse & { error?: { message: string } }>(saveStyleGuide, apiEvent({ userId, method: 'PUT', path: '/api/style-guide', body }));
const load = (userId: string) => invoke<StyleGuideResponse>(getStyleGuide, apiEvent({ userId, path: '/api/style-guide' }));

describe('the style guide API', () => {
  it('answers null before the first save', async () => {
    expect((await load(randomUUID())).body).toEqual({ styleGuide: null });
  });

  it('creates on the first save, keeps the id on later saves, and stores empty values as null', async () => {
    const userId = randomUUID();
    const first = await save(userId, { intro_template: "G'day, Sam here", outro_template: '', interaction_reminders: '  ', general_guidance: 'Keep it warm' });
    expect(first.statusCode).toBe(200);
    expect(first.body.styleGuide).toMatchObject({
      user_id: userId,
      intro_template: "G'day, Sam here",
      outro_template: null,
      interaction_reminders: null,
      general_guidance: 'Keep it warm',
    });
    const second = await save(userId, { intro_template: null, outro_template: 'See ya', interaction_reminders: 'Subscribe!', general_guidance: '' });
    expect(second.body.styleGuide?.id).toBe(first.body.styleGuide?.id);
    expect((await load(userId)).body.styleGuide).toEqual(second.body.styleGuide);
    expect(second.body.styleGuide).toMatchObject({ intro_template: null, outro_template: 'See ya', general_guidance: null });
  });

  it('refuses a field over 500 characters with its spec message and keeps the saved values', async () => {
    const userId = randomUUID();
    await save(userId, { intro_template: 'Kept' });
    const answer = await save(userId, { outro_template: 'x'.repeat(501) });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error?.message).toBe('Outro template must be less than 500 characters');
    expect((await load(userId)).body.styleGuide?.intro_template).toBe('Kept');
  });

  it('keeps one row with one id under concurrent first saves', async () => {
    const userId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => save(userId, { general_guidance: `take ${i}` })));
    expect(new Set(answers.map((a) => a.body.styleGuide?.id)).size).toBe(1);
  });
});
