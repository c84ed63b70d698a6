import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { TABLE_NAME, db } from './client';
import { Entity, Keys } from './keys';
import { parseItem } from './parse-item';

/**
 * The voice profile item of one voice (pk USER#{sub}, sk VOICE or VOICE@{voiceId}; absent voiceId = the default voice). The profile itself is the voice engine's to shape: this
 * layer stores it as it was given and reads it back parsed with the schema the engine hands in.
 */
export const readVoiceProfile = async <Profile>(userId: string, profileSchema: z.ZodType<Profile>, voiceId?: string): Promise<Profile | null> => {
  const key = Keys.voiceProfile(userId, voiceId);
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key }));
  return Item ? parseItem(profileSchema, Item.profile, `voice profile (pk ${key.pk}, sk ${key.sk})`) : null;
};

export const writeVoiceProfile = async (userId: string, profile: object, voiceId?: string): Promise<void> => {
  await db.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: { ...Keys.voiceProfile(userId, voiceId), entity: Entity.voiceProfile, profile, updated_at: new Date().toISOString() },
    }),
  );
};

export const deleteVoiceProfile = async (userId: string, voiceId?: string): Promise<void> => {
  await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: Keys.voiceProfile(userId, voiceId) }));
};
