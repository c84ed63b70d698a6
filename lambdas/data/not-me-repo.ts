import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type VoiceTrait, traitKey, voiceTraitSchema } from '../contracts/voice-traits';
import { AccountDeletedError } from '../shared/errors';
import { TABLE_NAME, db } from './client';
import { cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys, notMePrefix } from './keys';
import { parseItem } from './parse-item';
import { queryUserItems } from './query-user-items';

const storedSchema = z.object({ kind: z.string(), value: z.string().optional(), marked_at: z.string() });

/** The traits the user marked Not me in one voice (absent: the default voice), oldest mark first. */
export const listNotMe = async (userId: string, voiceId?: string): Promise<VoiceTrait[]> => {
  const items = await queryUserItems(userId, notMePrefix(voiceId));
  return items
    .map((item) => parseItem(storedSchema, item, 'Not me trait'))
    .sort((a, b) => a.marked_at.localeCompare(b.marked_at))
    .map(({ kind, value }) => parseItem(voiceTraitSchema, value === undefined ? { kind } : { kind, value }, 'Not me trait'));
};

/**
 * Marks a trait Not me (again is harmless: the same item). The same transaction checks that the account was not
 * deleted, so a deleted user's still-valid token writes nothing (410).
 */
export const putNotMe = async (userId: string, trait: VoiceTrait, voiceId?: string): Promise<void> => {
  try {
    await writeTransaction([
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...Keys.notMe(userId, traitKey(trait), voiceId), entity: Entity.voiceNotMe, ...trait, marked_at: new Date().toISOString() },
        },
      },
      { ConditionCheck: { TableName: TABLE_NAME, Key: Keys.deletedAccount(userId), ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.[1] === 'ConditionalCheckFailed') throw new AccountDeletedError();
    throw error;
  }
};

/** Takes a Not me back; one that was never marked changes nothing. */
export const deleteNotMe = async (userId: string, trait: VoiceTrait, voiceId?: string): Promise<void> => {
  await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: Keys.notMe(userId, traitKey(trait), voiceId) }));
};

/** Removes every Not me trait of a voice (the voice is being deleted). */
export const deleteAllNotMe = async (userId: string, voiceId: string): Promise<void> => {
  const items = await queryUserItems(userId, notMePrefix(voiceId));
  for (const item of items) await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: { pk: item.pk, sk: item.sk } }));
};
