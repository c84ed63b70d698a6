import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME, db } from './client';
import { Entity, Keys } from './keys';

/**
 * The voice profile item (pk USER#{sub}, sk VOICE). The profile itself is the voice engine's to shape: this
 * layer stores and returns it as it was given.
 */
export const readVoiceProfile = async (userId: string): Promise<unknown> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.voiceProfile(userId) }));
  return Item?.profile ?? null;
};

export const writeVoiceProfile = async (userId: string, profile: object): Promise<void> => {
  await db.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: { ...Keys.voiceProfile(userId), entity: Entity.voiceProfile, profile, updated_at: new Date().toISOString() },
    }),
  );
};

export const deleteVoiceProfile = async (userId: string): Promise<void> => {
  await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: Keys.voiceProfile(userId) }));
};
