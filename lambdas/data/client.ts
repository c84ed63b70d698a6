import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { parseEnv, tableEnv } from '../shared/env';
import { tracer } from '../shared/observability';

/**
 * Built once per cold start. Endpoints come from the SDK's own `AWS_ENDPOINT_URL_*` variables,
 * so the same code reaches DynamoDB in AWS and DynamoDB Local.
 */
const env = parseEnv(tableEnv);

export const TABLE_NAME = env.TABLE_NAME;

export const db = DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})), {
  marshallOptions: { removeUndefinedValues: true },
});
