import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME, db } from './client';
import { cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys } from './keys';

/** A stop only matters while its generation runs (at most the generate Lambda's 5 minutes). */
const RETENTION_SECONDS = 60 * 60;

/**
 * Asks a running generation to stop: the stop marker is written only while no script with that id is stored (the
 * generator's save checks the marker in its own transaction). 'finished' when the script was stored first.
 */
export const requestGenerationStop = async (userId: string, scriptId: string): Promise<'stopping' | 'finished'> => {
  try {
    await writeTransaction([
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...Keys.generationStop(userId, scriptId), entity: Entity.generationStop, expires_at: Math.floor(Date.now() / 1000) + RETENTION_SECONDS },
        },
      },
      { ConditionCheck: { TableName: TABLE_NAME, Key: Keys.script(userId, scriptId), ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
    return 'stopping';
  } catch (error) {
    if (cancellationCodes(error)?.[1] === 'ConditionalCheckFailed') return 'finished';
    throw error;
  }
};

export const isGenerationStopRequested = async (userId: string, scriptId: string): Promise<boolean> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.generationStop(userId, scriptId), ConsistentRead: true }));
  return Item !== undefined;
};
