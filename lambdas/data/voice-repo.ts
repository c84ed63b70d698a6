import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { VoiceHints } from '../domain/scripts/plan-types';
import { TABLE_NAME, db } from './client';
import { Keys } from './keys';

/** The voice profile item exists exactly while the user has at least one processed document. */
export const hasProcessedDocument = async (userId: string): Promise<boolean> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: Keys.voiceProfile(userId), ProjectionExpression: 'pk' }),
  );
  return Item !== undefined;
};

export interface VoiceContext {
  voice: VoiceHints | null;
  /** The user's own passages most relevant to the topic. */
  passages: string[];
}

/** What generation knows of the user's voice: the learned hints, and passages relevant to the topic. */
export const loadVoiceContext = async (userId: string, _topic: string): Promise<VoiceContext> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.voiceProfile(userId) }));
  return { voice: (Item?.hints as VoiceHints | undefined) ?? null, passages: [] };
};
