import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { FREE_CREDITS_AT_SIGNUP } from '../contracts/limits';
import type { CreditFields } from '../domain/credits';
import { TABLE_NAME, db } from './client';
import { AccountDeletedError } from '../shared/errors';
import { cancellationCodes } from './conditions';
import { Entity, Keys } from './keys';

export interface Profile extends CreditFields {
  userId: string;
  email: string | null;
  total_storage_used: number;
  /** Kept in step with the voice profile, so /api/me answers from this one item. */
  has_voice_profile: boolean;
  created_at: string;
}

interface ProfileItem extends CreditFields {
  email?: string | null;
  total_storage_used?: number | null;
  has_voice_profile?: boolean;
  created_at: string;
}

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
  return Item ? toProfile(userId, Item as ProfileItem) : null;
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
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: TABLE_NAME,
              Item: { ...Keys.profile(userId), entity: Entity.profile, ...item },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: TABLE_NAME,
              Item: {
                ...Keys.ledgerEntry(userId, ulid()),
                entity: Entity.ledgerEntry,
                delta: FREE_CREDITS_AT_SIGNUP,
                reason: 'signup',
                created_at: now,
              },
            },
          },
          { ConditionCheck: { TableName: TABLE_NAME, Key: Keys.deletedAccount(userId), ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
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
