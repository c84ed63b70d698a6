import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type Script, scriptSchema } from '../contracts/scripts';
import { TABLE_NAME, db } from './client';
import { Entity, Keys } from './keys';
import { parseItem } from './parse-item';
import { IndexedWriteRefusedError, searchEntryOf, shardCondition, writeWithSearchEntry } from './search-index-repo';
import { type ScriptRecord, ScriptChangedError, getScriptRecord } from './script-record';
import { type StoredVersion, firstVersionOf, versionItem } from './script-version-repo';

/** The script's generation was stopped (POST /api/scripts/{id}/stop) before it could be saved. */
export class GenerationStoppedError extends Error {
  constructor() {
    super('The generation was stopped before its script was saved');
    this.name = 'GenerationStoppedError';
  }
}

/**
 * Saves a new script, its first version and its search entry (from `body`, its markdown), unless its generation was
 * asked to stop: one transaction with the stop route's, which checks the other way round, so exactly one of "saved"
 * and "stopped" happens. A copy passes its own first version (docs/versions.md).
 */
export const saveScript = async (script: Script, body: string, firstVersion: StoredVersion = firstVersionOf(script)): Promise<void> => {
  try {
    await writeWithSearchEntry(script.user_id, script.id, { from: null, entry: searchEntryOf(script, body) }, (shard) => [
      {
        Put: {
          TableName: TABLE_NAME,
          Item: {
            ...Keys.script(script.user_id, script.id),
            ...Keys.scriptIndex(script.id, script.user_id),
            entity: Entity.script,
            ...script,
            search_shard: shard,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { ConditionCheck: { TableName: TABLE_NAME, Key: Keys.generationStop(script.user_id, script.id), ConditionExpression: 'attribute_not_exists(pk)' } },
      // Its first version: the Versions list starts with the generated draft.
      { Put: { TableName: TABLE_NAME, Item: versionItem(script.user_id, firstVersion) } },
    ]);
  } catch (error) {
    if (error instanceof IndexedWriteRefusedError && error.codes[1] === 'ConditionalCheckFailed') throw new GenerationStoppedError();
    throw error;
  }
};

/**
 * Renames the script as `record` read it: the row's topic and its search entry (from `body`, the current version's
 * markdown) together, only while the row still has that version and shard (else ScriptChangedError).
 */
export const renameScriptRow = async ({ script, searchShard }: ScriptRecord, topic: string, body: string): Promise<Script> => {
  const renamed: Script = { ...script, topic };
  const onShard = shardCondition(searchShard);
  try {
    await writeWithSearchEntry(script.user_id, script.id, { from: searchShard, entry: searchEntryOf(renamed, body) }, (shard) => [
      {
        Update: {
          TableName: TABLE_NAME,
          Key: Keys.script(script.user_id, script.id),
          UpdateExpression: 'SET topic = :topic, #shard = :shard',
          ConditionExpression: `attribute_exists(pk) AND file_path = :file AND ${onShard.expression}`,
          ExpressionAttributeNames: { '#shard': 'search_shard' },
          ExpressionAttributeValues: { ':topic': topic, ':shard': shard, ':file': script.file_path, ...onShard.values },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof IndexedWriteRefusedError) throw new ScriptChangedError();
    throw error;
  }
  return renamed;
};

/** Removes the script row as `record` read it, with its search entry (else ScriptChangedError). Versions and files are the caller's. */
export const removeScriptRow = async ({ script, searchShard }: ScriptRecord): Promise<void> => {
  const onShard = shardCondition(searchShard);
  try {
    await writeWithSearchEntry(script.user_id, script.id, { from: searchShard, entry: null }, () => [
      {
        Delete: {
          TableName: TABLE_NAME,
          Key: Keys.script(script.user_id, script.id),
          ConditionExpression: `attribute_exists(pk) AND ${onShard.expression}`,
          ExpressionAttributeNames: { '#shard': 'search_shard' },
          ...(searchShard === null ? {} : { ExpressionAttributeValues: onShard.values }),
        },
      },
    ]);
  } catch (error) {
    if (error instanceof IndexedWriteRefusedError) throw new ScriptChangedError();
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

/** Removes a script row, its search entry and its first version; used only to undo a generation that failed after saving. */
export const deleteScript = async (userId: string, scriptId: string): Promise<void> => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const record = await getScriptRecord(userId, scriptId);
    if (!record) break;
    try {
      await removeScriptRow(record);
      break;
    } catch (error) {
      if (!(error instanceof ScriptChangedError)) throw error;
    }
  }
  await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: Keys.scriptVersion(userId, scriptId, scriptId) }));
};
