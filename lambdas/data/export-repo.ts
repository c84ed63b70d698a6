import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { EXPORT_STATES } from '../contracts/account-export';
import { AccountDeletedError } from '../shared/errors';
import { TABLE_NAME, db } from './client';
import { cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys } from './keys';
import { parseItem } from './parse-item';

/** A finished export's row (and its zip, by the bucket's lifecycle rule) is kept this long. */
const EXPORT_KEPT_SECONDS = 24 * 60 * 60;

const exportRecordSchema = z.object({
  export_id: z.string(),
  state: z.enum(EXPORT_STATES),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  created_at: z.string(),
  /** Written with every progress step: a preparing export whose worker went quiet has died. */
  heartbeat_at: z.string(),
  finished_at: z.string().nullable(),
  object_key: z.string().nullable(),
  size_bytes: z.number().int().nonnegative().nullable(),
});
export type ExportRecord = z.infer<typeof exportRecordSchema>;

/** The export was replaced by a newer one or its row deleted (the account is going): its worker stops. */
export class ExportSupersededError extends Error {
  constructor() {
    super('The export was superseded or its account deleted');
  }
}

const expiresAt = (from: Date) => Math.floor(from.getTime() / 1000) + EXPORT_KEPT_SECONDS;

export const getExportRecord = async (userId: string): Promise<ExportRecord | null> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.accountExport(userId), ConsistentRead: true }));
  return Item ? parseItem(exportRecordSchema, Item, 'account export') : null;
};

/**
 * Records a new preparing export unless one is preparing with a heartbeat newer than `staleBefore`: true when
 * this call started it, false when one is already under way (one export at a time per account). A deleted
 * account (a token from before its deletion) gets AccountDeletedError: nothing of it may be written again.
 */
export const createExportRecord = async (userId: string, exportId: string, staleBefore: Date): Promise<boolean> => {
  const now = new Date();
  const record: ExportRecord = {
    export_id: exportId,
    state: 'preparing',
    done: 0,
    total: 0,
    created_at: now.toISOString(),
    heartbeat_at: now.toISOString(),
    finished_at: null,
    object_key: null,
    size_bytes: null,
  };
  try {
    await writeTransaction([
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...Keys.accountExport(userId), entity: Entity.accountExport, ...record, expires_at: expiresAt(now) },
          ConditionExpression: 'attribute_not_exists(pk) OR #state <> :preparing OR heartbeat_at < :stale',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':preparing': 'preparing', ':stale': staleBefore.toISOString() },
        },
      },
      { ConditionCheck: { TableName: TABLE_NAME, Key: Keys.deletedAccount(userId), ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
    return true;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.[1] === 'ConditionalCheckFailed') throw new AccountDeletedError();
    if (codes?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
};

/** Updates the export's row if it is still this export and still preparing; otherwise its worker must stop. */
const updatePreparing = async (userId: string, exportId: string, set: Record<string, unknown>) => {
  const names = Object.keys(set);
  try {
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: Keys.accountExport(userId),
        UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
        ConditionExpression: 'export_id = :exportId AND #state = :preparing',
        ExpressionAttributeNames: { ...Object.fromEntries(names.map((name) => [`#${name}`, name])), '#state': 'state' },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name) => [`:${name}`, set[name]])),
          ':exportId': exportId,
          ':preparing': 'preparing',
        },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ExportSupersededError();
    throw error;
  }
};

export const recordExportProgress = (userId: string, exportId: string, progress: { done: number; total: number }) =>
  updatePreparing(userId, exportId, { ...progress, heartbeat_at: new Date().toISOString() });

export const recordExportReady = (userId: string, exportId: string, zip: { objectKey: string; sizeBytes: number; files: number }) => {
  const now = new Date();
  return updatePreparing(userId, exportId, {
    state: 'ready',
    done: zip.files,
    total: zip.files,
    finished_at: now.toISOString(),
    heartbeat_at: now.toISOString(),
    object_key: zip.objectKey,
    size_bytes: zip.sizeBytes,
    expires_at: expiresAt(now),
  });
};

export const recordExportFailed = (userId: string, exportId: string) => {
  const now = new Date().toISOString();
  return updatePreparing(userId, exportId, { state: 'failed', finished_at: now, heartbeat_at: now });
};
