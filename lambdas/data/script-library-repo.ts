import { BatchGetCommand, type BatchGetCommandOutput, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { type ScriptSummary, scriptSummarySchema } from '../contracts/scripts';
import type { Duration, Platform, Tone } from '../contracts/enums';
import { DEFAULT_VOICE_ID } from '../contracts/voices';
import { TABLE_NAME, db } from './client';
import { Keys, SortKeyPrefix, userPk } from './keys';
import { parseItem } from './parse-item';

export interface LibraryPageRequest {
  limit: number;
  /** The id of the last script the previous page showed: this page starts just after (older than) it. */
  afterScriptId?: string;
  /** `voiceId`: the scripts of one voice; the default voice's include those from before voices (no voice_id). */
  filters: { platform?: Platform; duration?: Duration; tone?: Tone; voiceId?: string };
  /**
   * Query pages (up to 1 MB each) one request may read while looking for matches: a filter over a large
   * library answers a partial page and a cursor rather than reading everything at once.
   */
  maxReads: number;
}

export interface LibraryPage {
  scripts: ScriptSummary[];
  /** Where the next page starts (the last script read), or null when no older script is left. */
  nextAfterScriptId: string | null;
}

const SUMMARY_ATTRIBUTES = ['id', 'topic', 'platform', 'duration', 'tone', 'created_at', 'voice_match', 'word_count', 'estimated_seconds', 'voice_id'];

const projection = (attributes: readonly string[]) => ({
  ProjectionExpression: attributes.map((name) => `#${name}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(attributes.map((name) => [`#${name}`, name])),
});

/** The summaries of the scripts a search matched, in the order given (a script deleted meanwhile is left out). */
export const scriptSummaries = async (userId: string, scriptIds: string[]): Promise<ScriptSummary[]> => {
  if (!scriptIds.length) return [];
  const found = new Map<string, ScriptSummary>();
  let keys: Record<string, unknown>[] | undefined = scriptIds.map((id) => Keys.script(userId, id));
  for (let attempt = 0; keys?.length; attempt++) {
    if (attempt > 0) await new Promise((wait) => setTimeout(wait, Math.min(50 * 2 ** attempt, 1_000)));
    const answer: BatchGetCommandOutput = await db.send(new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: keys, ConsistentRead: true, ...projection(SUMMARY_ATTRIBUTES) } } }));
    for (const item of answer.Responses?.[TABLE_NAME] ?? []) {
      const summary = parseItem(scriptSummarySchema, item, `script summary of user ${userId}`);
      found.set(summary.id, summary);
    }
    keys = answer.UnprocessedKeys?.[TABLE_NAME]?.Keys;
  }
  return scriptIds.flatMap((id) => found.get(id) ?? []);
};
const FILTER_NAMES = ['platform', 'duration', 'tone'] as const;

const voiceCondition = (voiceId: string) =>
  voiceId === DEFAULT_VOICE_ID ? '(attribute_not_exists(#voice_id) OR #voice_id = :voice_id)' : '#voice_id = :voice_id';

const filterExpression = (filters: LibraryPageRequest['filters']): Partial<QueryCommandInput> => {
  const used = FILTER_NAMES.filter((name) => filters[name] !== undefined);
  const conditions = [...used.map((name) => `#${name} = :${name}`), ...(filters.voiceId === undefined ? [] : [voiceCondition(filters.voiceId)])];
  if (!conditions.length) return {};
  return {
    FilterExpression: conditions.join(' AND '),
    ExpressionAttributeValues: {
      ...Object.fromEntries(used.map((name) => [`:${name}`, filters[name]])),
      ...(filters.voiceId === undefined ? {} : { ':voice_id': filters.voiceId }),
    },
  };
};

/** The attribute names the filter expression uses (voice_id is among the projected ones). */
const filterNames = (filters: LibraryPageRequest['filters']) =>
  Object.fromEntries(FILTER_NAMES.filter((name) => filters[name] !== undefined).map((name) => [`#${name}`, name]));

/**
 * One page of the library, newest first (ids are ULIDs, so sort-key order is creation order), straight from
 * the user's partition: a Query from the cursor, never a scan. Unfiltered, it reads exactly `limit` rows.
 */
export const queryLibraryPage = async (userId: string, request: LibraryPageRequest): Promise<LibraryPage> => {
  const filter = filterExpression(request.filters);
  const filtered = filter.FilterExpression !== undefined;
  const attributes = projection(SUMMARY_ATTRIBUTES);
  const scripts: ScriptSummary[] = [];
  let startKey: Record<string, unknown> | undefined = request.afterScriptId ? Keys.script(userId, request.afterScriptId) : undefined;
  for (let reads = 0; reads < request.maxReads; reads++) {
    const answer = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ...attributes,
        ...filter,
        ExpressionAttributeNames: { ...attributes.ExpressionAttributeNames, ...filterNames(request.filters) },
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': SortKeyPrefix.script, ...filter.ExpressionAttributeValues },
        ScanIndexForward: false,
        // Unfiltered, a page is exactly the rows asked for; filtered, DynamoDB reads up to 1 MB per call.
        ...(filtered ? {} : { Limit: request.limit - scripts.length }),
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of answer.Items ?? []) {
      scripts.push(parseItem(scriptSummarySchema, item, `script summary of user ${userId}`));
      if (scripts.length === request.limit) {
        // The page is full before DynamoDB's: the next one starts after the last script shown.
        const isLastRead = item === answer.Items?.at(-1);
        return { scripts, nextAfterScriptId: isLastRead && !answer.LastEvaluatedKey ? null : String(item.id) };
      }
    }
    startKey = answer.LastEvaluatedKey;
    if (!startKey) return { scripts, nextAfterScriptId: null };
  }
  return { scripts, nextAfterScriptId: String(startKey!.sk).slice(SortKeyPrefix.script.length) };
};
