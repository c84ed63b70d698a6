import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type Script, scriptSchema } from '../contracts/scripts';
import { scriptVersionSchema } from '../contracts/script-versions';
import { TABLE_NAME, db } from './client';
import { Entity, Keys, SortKeyPrefix, userPk } from './keys';
import { parseItem } from './parse-item';
import { getScriptRecord } from './script-record';
import { IndexedWriteRefusedError, searchEntryOf, shardCondition, writeWithSearchEntry } from './search-index-repo';

/** A version as stored: what the API shows, plus where its markdown lives. */
export const storedVersionSchema = scriptVersionSchema.extend({ file_path: z.string() });
export type StoredVersion = z.infer<typeof storedVersionSchema>;

/** Another version was made since the one the caller started from. */
export class VersionConflictError extends Error {
  constructor() {
    super('The script has a newer version than the one this change started from');
    this.name = 'VersionConflictError';
  }
}

export const currentVersionId = (script: Script): string => script.current_version_id ?? script.id;

/** The first version of a script, as its row describes it (also for scripts from before versions were stored). */
export const firstVersionOf = (script: Script): StoredVersion => ({
  id: script.id,
  script_id: script.id,
  number: 1,
  kind: 'generated',
  created_at: script.created_at,
  word_count: script.word_count,
  estimated_seconds: script.estimated_seconds,
  voice_match: script.voice_match,
  note: null,
  file_path: script.file_path,
});

export const versionItem = (userId: string, version: StoredVersion) => ({
  ...Keys.scriptVersion(userId, version.script_id, version.id),
  entity: Entity.scriptVersion,
  ...version,
});

const versionPrefix = (scriptId: string) => `${SortKeyPrefix.version}${scriptId}#`;

/** Newest first (version ids are ULIDs); a script from before versions has none stored. */
export const listStoredVersions = async (userId: string, scriptId: string): Promise<StoredVersion[]> => {
  const versions: StoredVersion[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': versionPrefix(scriptId) },
        ScanIndexForward: false,
        ExclusiveStartKey,
      }),
    );
    versions.push(...(page.Items ?? []).map((item) => parseItem(storedVersionSchema, item, 'script version')));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return versions;
};

export const getStoredVersion = async (userId: string, scriptId: string, versionId: string): Promise<StoredVersion | null> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.scriptVersion(userId, scriptId, versionId), ConsistentRead: true }));
  return Item ? parseItem(storedVersionSchema, Item, 'script version') : null;
};

/** A rename or a move of the search entry can come between a read and the write; past this many, the write gives up. */
const COMMIT_ATTEMPTS = 5;

/**
 * Makes `version` (whose markdown is `body`) the script's current one, in one transaction: the new version item, the
 * row updated to describe it and the script's search entry, only if the row's current version is still
 * `baseVersionId` (else VersionConflictError), and for a script from before versions its first version item too.
 * The row is read again first, so a rename made since `script` was read is kept (and searched by). Answers the
 * updated row.
 */
export const commitVersion = async (script: Script, version: StoredVersion, baseVersionId: string, body: string): Promise<Script> => {
  const userId = script.user_id;
  for (let attempt = 0; attempt < COMMIT_ATTEMPTS; attempt++) {
    const record = await getScriptRecord(userId, script.id);
    if (!record || currentVersionId(record.script) !== baseVersionId) throw new VersionConflictError();
    const row = record.script;
    const legacy = row.current_version_id === undefined;
    const updated: Script = {
      ...row,
      file_path: version.file_path,
      word_count: version.word_count,
      estimated_seconds: version.estimated_seconds,
      voice_match: version.voice_match,
      current_version_id: version.id,
      version_count: version.number,
      updated_at: version.created_at,
    };
    const onShard = shardCondition(record.searchShard);
    try {
      await writeWithSearchEntry(userId, script.id, { from: record.searchShard, entry: searchEntryOf(row, body) }, (shard) => [
        {
          Update: {
            TableName: TABLE_NAME,
            Key: Keys.script(userId, script.id),
            UpdateExpression:
              'SET file_path = :file, word_count = :words, estimated_seconds = :seconds, voice_match = :match, current_version_id = :version, version_count = :count, updated_at = :at, #shard = :shard',
            ConditionExpression: `${
              legacy ? 'attribute_exists(pk) AND attribute_not_exists(current_version_id) AND id = :base' : 'attribute_exists(pk) AND current_version_id = :base'
            } AND topic = :topic AND ${onShard.expression}`,
            ExpressionAttributeNames: { '#shard': 'search_shard' },
            ExpressionAttributeValues: {
              ':file': updated.file_path,
              ':words': updated.word_count,
              ':seconds': updated.estimated_seconds,
              ':match': updated.voice_match,
              ':version': version.id,
              ':count': version.number,
              ':at': version.created_at,
              ':base': baseVersionId,
              ':topic': row.topic,
              ':shard': shard,
              ...onShard.values,
            },
          },
        },
        { Put: { TableName: TABLE_NAME, Item: versionItem(userId, version), ConditionExpression: 'attribute_not_exists(pk)' } },
        ...(legacy ? [{ Put: { TableName: TABLE_NAME, Item: versionItem(userId, firstVersionOf(row)), ConditionExpression: 'attribute_not_exists(pk)' } }] : []),
      ]);
      return scriptSchema.parse(updated);
    } catch (error) {
      // Read again: another version since is a conflict (above); a rename or a moved entry is simply written over.
      if (!(error instanceof IndexedWriteRefusedError)) throw error;
    }
  }
  throw new VersionConflictError();
};

/** Deletes every version item of a script (their files are the caller's); answers how many there were. */
export const deleteStoredVersions = async (userId: string, scriptId: string): Promise<number> => {
  const keys = (await listStoredVersions(userId, scriptId)).map((version) => Keys.scriptVersion(userId, scriptId, version.id));
  for (let i = 0; i < keys.length; i += 25) {
    let batch = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; batch.length; attempt++) {
      if (attempt > 0) await new Promise((wait) => setTimeout(wait, Math.min(50 * 2 ** attempt, 1_000)));
      const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: batch } }));
      batch = (UnprocessedItems?.[TABLE_NAME] ?? []) as typeof batch;
    }
  }
  return keys.length;
};
