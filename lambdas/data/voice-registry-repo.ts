import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { AccountDeletedError } from '../shared/errors';
import { TABLE_NAME, db } from './client';
import { cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys } from './keys';
import { parseItem } from './parse-item';

const storedVoiceSchema = z.object({ id: z.string(), name: z.string(), created_at: z.string().nullable() });
export type StoredVoice = z.infer<typeof storedVoiceSchema>;

const registrySchema = z.object({
  voices: z.array(storedVoiceSchema).optional(),
  rev: z.number().int().optional(),
  last_used_voice_id: z.string().optional(),
});

/**
 * The voice registry item (pk USER#{sub}, sk VOICES) as stored: `voices` is absent until the creator first changes
 * their voices (docs/voices.md, "Migration"); `rev` 0 then.
 */
export interface VoiceRegistry {
  voices: StoredVoice[] | null;
  rev: number;
  lastUsedVoiceId: string | null;
}

export const readVoiceRegistry = async (userId: string): Promise<VoiceRegistry> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.voiceRegistry(userId), ConsistentRead: true }));
  const item = Item ? parseItem(registrySchema, Item, 'voice registry') : {};
  return { voices: item.voices?.length ? item.voices : null, rev: item.rev ?? 0, lastUsedVoiceId: item.last_used_voice_id ?? null };
};

/** Another request changed the voices since they were read: read them again and decide again. */
export class VoiceRegistryChangedError extends Error {
  constructor() {
    super('The voices changed since they were read');
  }
}

/**
 * Replaces the list of voices, only if it is still the one read at `rev` (0: never written), in one transaction with the
 * check that the account was not deleted (410).
 */
export const writeVoiceRegistry = async (userId: string, voices: StoredVoice[], rev: number): Promise<void> => {
  try {
    await writeTransaction([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: Keys.voiceRegistry(userId),
          UpdateExpression: 'SET voices = :voices, rev = :next, entity = :entity, updated_at = :now',
          ConditionExpression: rev === 0 ? 'attribute_not_exists(rev)' : 'rev = :rev',
          ExpressionAttributeValues: {
            ':voices': voices,
            ':next': rev + 1,
            ':entity': Entity.voiceRegistry,
            ':now': new Date().toISOString(),
            ...(rev === 0 ? {} : { ':rev': rev }),
          },
        },
      },
      { ConditionCheck: { TableName: TABLE_NAME, Key: Keys.deletedAccount(userId), ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.[1] === 'ConditionalCheckFailed') throw new AccountDeletedError();
    if (codes?.[0] === 'ConditionalCheckFailed') throw new VoiceRegistryChangedError();
    throw error;
  }
};

/** Remembers the voice a script was last generated with (the /generate picker's default); no condition, last write wins. */
export const setLastUsedVoice = async (userId: string, voiceId: string): Promise<void> => {
  await db.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: Keys.voiceRegistry(userId),
      UpdateExpression: 'SET last_used_voice_id = :voice, entity = :entity',
      ExpressionAttributeValues: { ':voice': voiceId, ':entity': Entity.voiceRegistry },
    }),
  );
};
