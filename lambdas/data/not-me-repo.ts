import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type VoiceTrait, traitKey, voiceTraitSchema } from '../contracts/voice-traits';
import { AccountDeletedError } from '../shared/errors';
import { TABLE_NAME, db } from './client';
import { cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys, SortKeyPrefix } from './keys';
import { parseItem } from './parse-item';
import { queryUserItems } from './query-user-items';

const storedSchema = z.object({ kind: z.string(), value: z.string().optional(), marked_at: z.string() });

/** The traits the user marked Not me, oldest mark first. */
export const listNotMe = async (userId: string): Promise<VoiceTrait[]> => {
  const items = await queryUserItems(userId, SortKeyPrefix.notMe);
  return items
    .map((item) => parseItem(storedSchema, item, 'Not me trait'))
    .sort((a, b) => a.marked_at.localeCompare(b.marked_at))
    .map(({ kind, value }) => parseItem(voiceTraitSchema, value === undefined ? { kind } : { kind, value }, 'Not me trait'));
};

/**
 * Marks a trait Not me (again is harmless: the same item). The same transaction checks that the account was not
 * deleted, so a deleted user's still-valid token writes nothing (410).
 */
export const putNotMe = async (userId: string, trait: VoiceTrait): Promise<void> => {
  try {
    await writeTransaction([
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...Keys.notMe(userId, traitKey(trait)), entity: Entity.voiceNotMe, ...trait, marked_at: new Date().toISOString() },
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
export const deleteNotMe = async (userId: string, trait: VoiceTrait): Promise<void> => {
  await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: Keys.notMe(userId, traitKey(trait)) }));
};
