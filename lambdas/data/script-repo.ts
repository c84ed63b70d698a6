import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type Script, scriptSchema } from '../contracts/scripts';
import { TABLE_NAME, db } from './client';
import { cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys } from './keys';
import { parseItem } from './parse-item';
import { firstVersionOf, versionItem } from './script-version-repo';

/** The script's generation was stopped (POST /api/scripts/{id}/stop) before it could be saved. */
export class GenerationStoppedError extends Error {
  constructor() {
    super('The generation was stopped before its script was saved');
    this.name = 'GenerationStoppedError';
  }
}

/**
 * Saves a new script and its first version, unless its generation was asked to stop: one transaction with the stop route's, which checks
 * the other way round, so exactly one of "saved" and "stopped" happens.
 */
export const saveScript = async (script: Script): Promise<void> => {
  try {
    await writeTransaction([
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...Keys.script(script.user_id, script.id), ...Keys.scriptIndex(script.id, script.user_id), entity: Entity.script, ...script },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { ConditionCheck: { TableName: TABLE_NAME, Key: Keys.generationStop(script.user_id, script.id), ConditionExpression: 'attribute_not_exists(pk)' } },
      // Its first version: the Versions list starts with the generated draft.
      { Put: { TableName: TABLE_NAME, Item: versionItem(script.user_id, firstVersionOf(script)) } },
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.[1] === 'ConditionalCheckFailed') throw new GenerationStoppedError();
    throw error;
  }
};

export const getScriptOfUser = async (userId: string, scriptId: string): Promise<Script | null> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.script(userId, scriptId) }));
  return Item ? parseItem(scriptSchema, Item, 'script') : null;
};

/** Whether a script with this id exists for anyone: tells "not yours" (403) from "no such script" (404). */
export const scriptExists = async (scriptId: string): Promise<boolean> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :id',
      ExpressionAttributeValues: { ':id': Keys.scriptIndex(scriptId, '').gsi1pk },
      ProjectionExpression: 'gsi1pk',
      Limit: 1,
    }),
  );
  return Items.length > 0;
};

/** Removes a script row and its first version; used only to undo a generation that failed after saving. */
export const deleteScript = async (userId: string, scriptId: string): Promise<void> => {
  await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: Keys.script(userId, scriptId) }));
  await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: Keys.scriptVersion(userId, scriptId, scriptId) }));
};
