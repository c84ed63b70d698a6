import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME, db } from './client';
import { Keys } from './keys';

/** The voice profile item exists exactly while the user has at least one processed document. */
export const hasProcessedDocument = async (userId: string): Promise<boolean> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: Keys.voiceProfile(userId), ProjectionExpression: 'pk' }),
  );
  return Item !== undefined;
};
