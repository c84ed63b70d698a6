import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type Script, scriptSchema } from '../contracts/scripts';
import { TABLE_NAME, db } from './client';
import { Keys } from './keys';
import { parseItem } from './parse-item';

/** A script row as stored: the script, and the search shard holding its entry (null before it has one). */
export interface ScriptRecord {
  script: Script;
  searchShard: number | null;
}

const searchShardSchema = z.object({ search_shard: z.number().int().positive().nullish() });

/** The user's script row, read consistently, for a write that must condition on it. */
export const getScriptRecord = async (userId: string, scriptId: string): Promise<ScriptRecord | null> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.script(userId, scriptId), ConsistentRead: true }));
  if (!Item) return null;
  return { script: parseItem(scriptSchema, Item, 'script'), searchShard: parseItem(searchShardSchema, Item, 'script').search_shard ?? null };
};

/** The row was changed (a new version, a rename, a move of its entry) or removed since it was read. */
export class ScriptChangedError extends Error {
  constructor() {
    super('The script changed since it was read');
    this.name = 'ScriptChangedError';
  }
}

