import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as listDocuments } from '../../lambdas/api/documents/list-documents';
import { handler as getMe } from '../../lambdas/api/profile/get-profile';
import { TABLE_NAME, db } from '../../lambdas/data/client';
import { Entity, Keys } from '../../lambdas/data/keys';
import { logger } from '../../lambdas/shared/logger';
import { apiEvent, invoke } from './support/api-event';
import { newUser } from './support/documents';

const INTERNAL = { error: { code: 'internal', message: 'Something went wrong' } };

/** The messages of the errors the handler stack logged as unhandled while `run` ran. */
const unhandledErrorsDuring = async (run: () => Promise<unknown>) => {
  const error = vi.spyOn(logger, 'error');
  await run();
  return error.mock.calls.filter(([message]) => message === 'unhandled error').map(([, extra]) => String((extra as { error: Error }).error));
};

afterEach(() => vi.restoreAllMocks());

describe('an item read back in a shape its schema refuses', () => {
  it('answers 500 for a profile whose credits are not a number, and the log names the item and the field', async () => {
    const userId = randomUUID();
    await db.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...Keys.profile(userId), entity: Entity.profile, subscription_credits: 'three', created_at: new Date().toISOString() },
      }),
    );
    let answer;
    const logged = await unhandledErrorsDuring(async () => (answer = await invoke(getMe, apiEvent({ userId }))));
    expect(answer).toMatchObject({ statusCode: 500, body: INTERNAL });
    expect(logged).toEqual([expect.stringContaining(`MalformedItemError: Malformed profile (pk USER#${userId}, sk PROFILE)`)]);
    expect(logged[0]).toContain('subscription_credits');
  });

  it('answers 500 for a voice profile without its hints, and the log names the voice profile', async () => {
    const userId = await newUser();
    await db.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...Keys.voiceProfile(userId), entity: Entity.voiceProfile, profile: { documents: 1, words: 10 } },
      }),
    );
    let answer;
    const logged = await unhandledErrorsDuring(async () => (answer = await invoke(listDocuments, apiEvent({ userId, path: '/api/documents' }))));
    expect(answer).toMatchObject({ statusCode: 500, body: INTERNAL });
    expect(logged).toEqual([expect.stringContaining(`Malformed voice profile (pk USER#${userId}, sk VOICE)`)]);
    expect(logged[0]).toContain('hints');
  });
});
