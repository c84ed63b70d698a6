import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type UserDocument, documentSchema } from '../contracts/documents';
import { STORAGE_QUOTA_BYTES } from '../contracts/limits';
import { voiceOf } from '../contracts/voices';
import { TABLE_NAME, db } from './client';
import { cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys, SortKeyPrefix } from './keys';
import { parseItem } from './parse-item';
import { getOrCreateProfile } from './profile-repo';
import { queryUserItems } from './query-user-items';

/** The script version a voice document was made from ("Add to my voice"): that version can be added once. */
export interface ScriptSource {
  script_id: string;
  version_id: string;
}

/** A document row with what only the server uses: where its file is and how many bytes it counts. */
export interface DocumentRecord extends UserDocument {
  state: 'awaiting_upload' | 'stored';
  object_key: string;
  /** Bytes this row holds against the quota; the profile's usage is always the sum of these. */
  stored_bytes: number;
  /** Until when a never-arrived upload keeps its reservation. */
  reserved_until: string;
  /** The voice engine's counts for this document, stored as the engine gave them. */
  stats?: object;
  /** Set when the document holds a script version's words rather than an upload. */
  from_script?: ScriptSource;
}

/** The row was deleted or changed by a concurrent request between our read and our write. */
export class DocumentChangedError extends Error {
  constructor() {
    super('The document row changed meanwhile');
  }
}

const isConditionFailure = (error: unknown) =>
  error instanceof ConditionalCheckFailedException || (cancellationCodes(error)?.includes('ConditionalCheckFailed') ?? false);

/** Awaits a write conditioned on the row; a failed condition means a concurrent request changed or deleted it. */
const unlessChanged = async <T>(write: Promise<T>): Promise<T> => {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) throw new DocumentChangedError();
    throw error;
  }
};

/** The script version already made a voice document (its marker is taken). */
export class VersionAlreadyAddedError extends Error {
  constructor() {
    super('This script version is already a voice document');
  }
}

export class QuotaExceededError extends Error {
  constructor(readonly usedBytes: number) {
    super('Storage quota exceeded');
  }
}

const documentItemSchema = documentSchema.extend({
  state: z.enum(['awaiting_upload', 'stored']),
  object_key: z.string(),
  stored_bytes: z.number().default(0),
  reserved_until: z.string(),
  stats: z.record(z.string(), z.unknown()).optional(),
  from_script: z.object({ script_id: z.string(), version_id: z.string() }).optional(),
});

const toRecord = (item: Record<string, unknown> | undefined): DocumentRecord => parseItem(documentItemSchema, item, 'document');

export const toDocument = ({ id, user_id, file_name, file_size, upload_date, processed, processing_error, voice_id }: DocumentRecord): UserDocument => ({
  id,
  user_id,
  file_name,
  file_size,
  upload_date,
  processed,
  processing_error,
  voice_id: voiceOf({ voice_id }),
});

const sourceKey = (userId: string, { script_id, version_id }: ScriptSource) => Keys.voiceDocumentSource(userId, script_id, version_id);

/** Whether the script version already made one of the user's voice documents. */
export const isVersionAdded = async (userId: string, source: ScriptSource): Promise<boolean> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: sourceKey(userId, source), ConsistentRead: true }));
  return Item !== undefined;
};

/**
 * Creates the document row and reserves its size against the quota in one transaction: the profile's usage
 * may only grow while it stays within 100 MB, so concurrent uploads can never overshoot it together. A document made
 * from a script version also takes that version's marker in the same transaction, so concurrent adds of one version
 * make one document and charge its bytes once (VersionAlreadyAddedError for the others).
 */
export const reserveUpload = async (record: DocumentRecord): Promise<void> => {
  await getOrCreateProfile(record.user_id, null);
  const source = record.from_script;
  try {
    await writeTransaction([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: Keys.profile(record.user_id),
          UpdateExpression: 'SET total_storage_used = if_not_exists(total_storage_used, :zero) + :size',
          ConditionExpression: 'attribute_not_exists(total_storage_used) OR total_storage_used <= :limit',
          ExpressionAttributeValues: { ':zero': 0, ':size': record.stored_bytes, ':limit': STORAGE_QUOTA_BYTES - record.stored_bytes },
        },
      },
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...Keys.document(record.user_id, record.id), entity: Entity.document, ...record },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...(source
        ? [
            {
              Put: {
                TableName: TABLE_NAME,
                Item: { ...sourceKey(record.user_id, source), entity: Entity.voiceDocumentSource, ...source, document_id: record.id, created_at: record.upload_date },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ]
        : []),
    ]);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.[2] === 'ConditionalCheckFailed') throw new VersionAlreadyAddedError();
    if (codes?.[0] !== 'ConditionalCheckFailed') throw error;
    const profile = await getOrCreateProfile(record.user_id, null);
    throw new QuotaExceededError(profile.total_storage_used);
  }
};

export const getDocument = async (userId: string, documentId: string): Promise<DocumentRecord | null> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.document(userId, documentId), ConsistentRead: true }));
  return Item ? toRecord(Item) : null;
};

/** Every document of the user, newest upload first (ids are ULIDs). */
export const listDocumentRecords = async (userId: string): Promise<DocumentRecord[]> =>
  (await queryUserItems(userId, SortKeyPrefix.document, 'newest first')).map(toRecord);

/**
 * Deletes the row and gives its bytes back in one transaction, with the marker of the script version it was made from,
 * so that version can be added again. Answers false when the row was already gone, so a repeated delete changes nothing.
 */
export const removeDocument = async (record: DocumentRecord): Promise<boolean> => {
  // Its bytes may change while we delete (processing refused the file): then delete what it holds now.
  for (let current: DocumentRecord | null = record; current; current = await getDocument(record.user_id, record.id)) {
    const { stored_bytes } = current;
    try {
      await writeTransaction([
        {
          Delete: {
            TableName: TABLE_NAME,
            Key: Keys.document(record.user_id, record.id),
            ConditionExpression: 'attribute_exists(pk) AND stored_bytes = :bytes',
            ExpressionAttributeValues: { ':bytes': stored_bytes },
          },
        },
        {
          Update: {
            TableName: TABLE_NAME,
            Key: Keys.profile(record.user_id),
            UpdateExpression: 'SET total_storage_used = total_storage_used - :bytes',
            ExpressionAttributeValues: { ':bytes': stored_bytes },
          },
        },
        ...(current.from_script ? [{ Delete: { TableName: TABLE_NAME, Key: sourceKey(record.user_id, current.from_script) } }] : []),
      ]);
      return true;
    } catch (error) {
      if (cancellationCodes(error)?.[0] !== 'ConditionalCheckFailed') throw error;
    }
  }
  return false;
};

/** Marks the upload processed, with its stats, once its file sits at its permanent key. */
export const markProcessed = async (record: DocumentRecord, objectKey: string, stats: object): Promise<DocumentRecord> => {
  const { Attributes } = await unlessChanged(
    db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: Keys.document(record.user_id, record.id),
        UpdateExpression: 'SET #processed = :true, processing_error = :null, #state = :stored, object_key = :key, stats = :stats',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#processed': 'processed', '#state': 'state' },
        ExpressionAttributeValues: { ':true': true, ':null': null, ':stored': 'stored', ':key': objectKey, ':stats': stats },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return toRecord(Attributes);
};

/**
 * Records why processing failed. When the file was refused and removed (`releaseBytes`), its bytes go back
 * to the quota in the same transaction.
 */
export const markFailed = async (record: DocumentRecord, message: string, releaseBytes: boolean): Promise<DocumentRecord> => {
  const failed: DocumentRecord = { ...record, processed: false, processing_error: message, ...(releaseBytes ? { stored_bytes: 0 } : {}) };
  await unlessChanged(
    writeTransaction([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: Keys.document(record.user_id, record.id),
          UpdateExpression: 'SET #processed = :false, processing_error = :message, stored_bytes = :stored',
          ConditionExpression: 'attribute_exists(pk) AND stored_bytes = :before',
          ExpressionAttributeNames: { '#processed': 'processed' },
          ExpressionAttributeValues: { ':false': false, ':message': message, ':stored': failed.stored_bytes, ':before': record.stored_bytes },
        },
      },
      ...(releaseBytes && record.stored_bytes > 0
        ? [
            {
              Update: {
                TableName: TABLE_NAME,
                Key: Keys.profile(record.user_id),
                UpdateExpression: 'SET total_storage_used = total_storage_used - :bytes',
                ExpressionAttributeValues: { ':bytes': record.stored_bytes },
              },
            },
          ]
        : []),
    ]),
  );
  return failed;
};
