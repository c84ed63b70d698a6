/**
 * The single table's keys: the one source both the CDK stack and the local DynamoDB read,
 * so the deployed table and the local one can never differ. All key attributes are strings.
 */
export const TABLE_KEY_SCHEMA = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [{ indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  /** Epoch seconds after which DynamoDB deletes the item (idempotency records, pending uploads). */
  timeToLiveAttribute: 'expires_at',
} as const;

export const LOCAL_TABLE_NAME = 'scriptvoice';
