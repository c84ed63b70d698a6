import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import type { Script } from '../../../lambdas/contracts/scripts';
import { TABLE_NAME, db } from '../../../lambdas/data/client';
import { Entity, Keys } from '../../../lambdas/data/keys';
import { completeSearchIndex } from '../../../lambdas/data/search-index-backfill';
import { firstVersionOf, versionItem } from '../../../lambdas/data/script-version-repo';
import { putScriptBody, scriptBodyKey } from '../../../lambdas/data/storage';

const nextId = monotonicFactory();

/** A script row and its first version as stored before the search index existed: no search entry. */
export const putUnindexedScript = async (script: Script) => {
  await db.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: { ...Keys.script(script.user_id, script.id), ...Keys.scriptIndex(script.id, script.user_id), entity: Entity.script, ...script },
    }),
  );
  await db.send(new PutCommand({ TableName: TABLE_NAME, Item: versionItem(script.user_id, firstVersionOf(script)) }));
};

/**
 * Saves scripts straight through the data layer, oldest first, so a library of thousands takes seconds, not a writer
 * run each: rows as from before the search index, then the index built for all of them at once, as a first search
 * would (unless `index` is false). With `bodyOf`, each script's markdown is stored too.
 */
export const seedScripts = async (
  userId: string,
  scripts: Partial<Script>[],
  { bodyOf, concurrency = 16, index = true }: { bodyOf?: (script: Script) => string; concurrency?: number; index?: boolean } = {},
): Promise<Script[]> => {
  const start = Date.now() - scripts.length * 60_000;
  const rows = scripts.map((overrides, index): Script => {
    const id = nextId(start + index * 60_000);
    return {
      id,
      user_id: userId,
      topic: `Script ${index + 1}`,
      details: null,
      platform: 'youtube',
      duration: '1m',
      tone: 'educational',
      created_at: new Date(start + index * 60_000).toISOString(),
      file_path: scriptBodyKey(userId, id),
      word_count: 150,
      estimated_seconds: 60,
      writer: 'local',
      voice_match: null,
      current_version_id: id,
      version_count: 1,
      ...overrides,
    };
  });
  const save = async (script: Script) => {
    if (bodyOf) await putScriptBody(script.file_path, bodyOf(script));
    await putUnindexedScript(script);
  };
  for (let i = 0; i < rows.length; i += concurrency) await Promise.all(rows.slice(i, i + concurrency).map(save));
  if (index) await completeSearchIndex(userId);
  return rows;
};
