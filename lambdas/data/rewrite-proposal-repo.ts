import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { rewriteTargetSchema } from '../contracts/rewrite';
import { WRITERS } from '../contracts/scripts';
import { TABLE_NAME, db } from './client';
import { Entity, Keys, SortKeyPrefix, userPk } from './keys';
import { parseItem } from './parse-item';

/**
 * A rewrite proposal as stored while it is written and for an hour after (docs/versions.md): where it goes and its
 * alternatives, never the text it replaces (Accept reads that from the version it was written from). `expires_at` is
 * the table's TTL attribute, in epoch seconds; DynamoDB deletes late, so readers check it too.
 */
export const storedProposalSchema = z.object({
  id: z.string(),
  script_id: z.string(),
  base_version_id: z.string(),
  target: rewriteTargetSchema,
  instruction: z.string().nullable(),
  alternatives: z.array(z.string()),
  writer: z.enum(WRITERS),
  /** 'writing' until the writer is done ('ready') or the creator stopped it ('stopped'). */
  status: z.enum(['writing', 'ready', 'stopped']),
  created_at: z.string(),
  expires_at: z.number().int(),
});
export type StoredProposal = z.infer<typeof storedProposalSchema>;

const item = (userId: string, proposal: StoredProposal) => ({
  ...Keys.rewriteProposal(userId, proposal.script_id, proposal.id),
  entity: Entity.rewriteProposal,
  ...proposal,
});

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

/** Stores a proposal about to be written ('writing'), so a stop can find it. */
export const putProposal = async (userId: string, proposal: StoredProposal): Promise<void> => {
  await db.send(new PutCommand({ TableName: TABLE_NAME, Item: item(userId, proposal), ConditionExpression: 'attribute_not_exists(pk)' }));
};

export const getProposal = async (userId: string, scriptId: string, proposalId: string): Promise<StoredProposal | null> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.rewriteProposal(userId, scriptId, proposalId), ConsistentRead: true }));
  return Item ? parseItem(storedProposalSchema, Item, 'rewrite proposal') : null;
};

/** Keeps the written alternatives, only while no stop came first: false when the creator stopped it. */
export const finishProposal = async (userId: string, scriptId: string, proposalId: string, alternatives: string[]): Promise<boolean> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: Keys.rewriteProposal(userId, scriptId, proposalId),
        UpdateExpression: 'SET alternatives = :alternatives, #status = :ready',
        ConditionExpression: 'attribute_exists(pk) AND #status = :writing',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':alternatives': alternatives, ':ready': 'ready', ':writing': 'writing' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/**
 * Stops a proposal being written: exactly one of "stopped" and finishProposal's "ready" happens. 'finished' when it
 * was written first; 'stopping' otherwise (also for one already stopped, or none: a second press changes nothing).
 */
export const stopProposal = async (userId: string, scriptId: string, proposalId: string): Promise<'stopping' | 'finished'> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: Keys.rewriteProposal(userId, scriptId, proposalId),
        UpdateExpression: 'SET #status = :stopped',
        ConditionExpression: 'attribute_exists(pk) AND #status = :writing',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':stopped': 'stopped', ':writing': 'writing' },
      }),
    );
    return 'stopping';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await getProposal(userId, scriptId, proposalId))?.status === 'ready' ? 'finished' : 'stopping';
  }
};

/** True once the proposal was stopped (or is gone): its writer should stop. */
export const isProposalStopped = async (userId: string, scriptId: string, proposalId: string): Promise<boolean> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: Keys.rewriteProposal(userId, scriptId, proposalId), ConsistentRead: true, ProjectionExpression: '#status', ExpressionAttributeNames: { '#status': 'status' } }),
  );
  return Item?.status !== 'writing';
};

/** A proposal whose writer failed: nothing to accept. */
export const deleteProposal = async (userId: string, scriptId: string, proposalId: string): Promise<void> => {
  await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: Keys.rewriteProposal(userId, scriptId, proposalId) }));
};

/** Deletes every proposal of a script (the script is being deleted): they hold its text. */
export const deleteScriptProposals = async (userId: string, scriptId: string): Promise<void> => {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': `${SortKeyPrefix.rewriteProposal}${scriptId}#` },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey,
      }),
    );
    const keys = (page.Items ?? []).map((key) => ({ pk: String(key.pk), sk: String(key.sk) }));
    for (let i = 0; i < keys.length; i += 25) {
      let batch = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; batch.length; attempt++) {
        if (attempt > 0) await new Promise((wait) => setTimeout(wait, Math.min(50 * 2 ** attempt, 1_000)));
        const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: batch } }));
        batch = (UnprocessedItems?.[TABLE_NAME] ?? []) as typeof batch;
      }
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
};
