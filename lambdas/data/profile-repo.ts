import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { FREE_CREDITS_AT_SIGNUP } from '../contracts/limits';
import { TABLE_NAME, db } from './client';
import { AccountDeletedError } from '../shared/errors';
import { cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys } from './keys';
import { ledgerItem } from './ledger-repo';
import { parseItem } from './parse-item';

/** The three credit fields of a profile; null or missing counts as 0 (spec §3). */
export interface CreditFields {
  subscription_credits?: number | null;
  rollover_credits?: number | null;
  purchased_credits?: number | null;
}

export interface Profile extends CreditFields {
  userId: string;
  email: string | null;
  total_storage_used: number;
  /** Kept in step with the voice profile, so /api/me answers from this one item. */
  has_voice_profile: boolean;
  created_at: string;
}

const count = z.number().nullish();
const profileItemSchema = z.object({
  email: z.string().nullish(),
  subscription_credits: count,
  rollover_credits: count,
  purchased_credits: count,
  total_storage_used: count,
  has_voice_profile: z.boolean().optional(),
  created_at: z.string(),
});
type ProfileItem = z.infer<typeof profileItemSchema>;

const toProfile = (userId: string, item: ProfileItem): Profile => ({
  userId,
  email: item.email ?? null,
  subscription_credits: item.subscription_credits ?? 0,
  rollover_credits: item.rollover_credits ?? 0,
  purchased_credits: item.purchased_credits ?? 0,
  total_storage_used: item.total_storage_used ?? 0,
  has_voice_profile: item.has_voice_profile ?? false,
  created_at: item.created_at,
});

export const getProfile = async (userId: string): Promise<Profile | null> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: Keys.profile(userId), ConsistentRead: true }),
  );
  return Item ? toProfile(userId, parseItem(profileItemSchema, Item, 'profile')) : null;
};

const isConditionFailure = (error: unknown) => cancellationCodes(error)?.includes('ConditionalCheckFailed') ?? false;

/**
 * Creates the profile with the free credits and its ledger entry in one transaction, at most once:
 * under any number of concurrent first calls exactly one wins and the others read what it wrote.
 * Never for a deleted account: its tombstone refuses the creation, so a still-valid token of a deleted
 * user cannot claim the free credits again.
 */
export const getOrCreateProfile = async (userId: string, email: string | null): Promise<Profile> => {
  const existing = await getProfile(userId);
  if (existing) return existing;

  const now = new Date().toISOString();
  const item: ProfileItem = {
    email,
    subscription_credits: FREE_CREDITS_AT_SIGNUP,
    rollover_credits: 0,
    purchased_credits: 0,
    total_storage_used: 0,
    created_at: now,
  };
  try {
    await writeTransaction([
      { Put: { TableName: TABLE_NAME, Item: { ...Keys.profile(userId), entity: Entity.profile, ...item }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: TABLE_NAME, Item: ledgerItem(userId, { delta: FREE_CREDITS_AT_SIGNUP, reason: 'signup' }, now) } },
      { ConditionCheck: { TableName: TABLE_NAME, Key: Keys.deletedAccount(userId), ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
    return toProfile(userId, item);
  } catch (error) {
    if (cancellationCodes(error)?.[2] === 'ConditionalCheckFailed') throw new AccountDeletedError();
    if (!isConditionFailure(error)) throw error;
    const winner = await getProfile(userId);
    if (!winner) throw error;
    return winner;
  }
};

/** Records whether the user has a voice profile (at least one processed document). */
export const setHasVoiceProfile = async (userId: string, hasVoiceProfile: boolean): Promise<void> => {
  await db.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: Keys.profile(userId),
      UpdateExpression: 'SET has_voice_profile = :flag',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':flag': hasVoiceProfile },
    }),
  );
};
