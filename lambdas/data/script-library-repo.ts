import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { type ScriptSummary, scriptSummarySchema } from '../contracts/scripts';
import type { Duration, Platform, Tone } from '../contracts/enums';
import { TABLE_NAME, db } from './client';
import { Keys, SortKeyPrefix, userPk } from './keys';
import { parseItem } from './parse-item';

export interface LibraryPageRequest {
  limit: number;
  /** The id of the last script the previous page showed: this page starts just after (older than) it. */
  afterScriptId?: string;
  filters: { platform?: Platform; duration?: Duration; tone?: Tone };
  /** Applied to each topic after the filters, in code (DynamoDB compares case-sensitively only), before a row is parsed. */
  matchesTopic?: (topic: string) => boolean;
  /**
   * Query pages (up to 1 MB each) one request may read while looking for matches: a search over a large
   * library answers a partial page and a cursor rather than reading everything at once.
   */
  maxReads: number;
}

export interface LibraryPage {
  scripts: ScriptSummary[];
  /** Where the next page starts (the last script read), or null when no older script is left. */
  nextAfterScriptId: string | null;
}

const SUMMARY_ATTRIBUTES = ['id', 'topic', 'platform', 'duration', 'tone', 'created_at', 'voice_match', 'word_count', 'estimated_seconds'];
const FILTER_NAMES = ['platform', 'duration', 'tone'] as const;

const filterExpression = (filters: LibraryPageRequest['filters']): Partial<QueryCommandInput> => {
  const used = FILTER_NAMES.filter((name) => filters[name] !== undefined);
  if (!used.length) return {};
  return {
    FilterExpression: used.map((name) => `#${name} = :${name}`).join(' AND '),
    ExpressionAttributeValues: Object.fromEntries(used.map((name) => [`:${name}`, filters[name]])),
  };
};

/**
 * One page of the library, newest first (ids are ULIDs, so sort-key order is creation order), straight from
 * the user's partition: a Query from the cursor, never a scan. Unfiltered, it reads exactly `limit` rows.
 */
export const queryLibraryPage = async (userId: string, request: LibraryPageRequest): Promise<LibraryPage> => {
  const filter = filterExpression(request.filters);
  const narrowed = filter.FilterExpression !== undefined || request.matchesTopic !== undefined;
  const scripts: ScriptSummary[] = [];
  let startKey: Record<string, unknown> | undefined = request.afterScriptId ? Keys.script(userId, request.afterScriptId) : undefined;
  for (let reads = 0; reads < request.maxReads; reads++) {
    const page = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ProjectionExpression: SUMMARY_ATTRIBUTES.map((name) => `#${name}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(SUMMARY_ATTRIBUTES.map((name) => [`#${name}`, name])),
        ...filter,
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': SortKeyPrefix.script, ...filter.ExpressionAttributeValues },
        ScanIndexForward: false,
        // Unfiltered, a page is exactly the rows asked for; filtered, DynamoDB reads up to 1 MB per call.
        ...(narrowed ? {} : { Limit: request.limit - scripts.length }),
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      // A search reads thousands of rows to show a few: only the matches are parsed.
      if (request.matchesTopic && !request.matchesTopic(String(item.topic))) continue;
      const summary = parseItem(scriptSummarySchema, item, `script summary of user ${userId}`);
      scripts.push(summary);
      if (scripts.length === request.limit) {
        // The page is full before DynamoDB's: the next one starts after the last script shown.
        const isLastRead = item === page.Items?.at(-1);
        return { scripts, nextAfterScriptId: isLastRead && !page.LastEvaluatedKey ? null : summary.id };
      }
    }
    startKey = page.LastEvaluatedKey;
    if (!startKey) return { scripts, nextAfterScriptId: null };
  }
  return { scripts, nextAfterScriptId: String(startKey!.sk).slice(SortKeyPrefix.script.length) };
};
