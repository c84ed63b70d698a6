import type { Script } from '../../../lambdas/contracts/scripts';
import { LOCAL_TABLE_NAME } from '../../../lambdas/data/table-schema';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../lambdas/local/local-aws';
import { LOCAL_BUCKETS } from '../../../lambdas/local/s3';

/**
 * Saves scripts (oldest first) with their bodies straight through the data layer into the journeys' stack, so a
 * library of dozens takes a second rather than a writer run each. The data layer reads its endpoints and table from
 * the environment once, when first imported: this sets them as lambdas/local/stack.ts does for the Lambdas, on the
 * ports playwright.config.ts chose, then imports it.
 */
export const seedScripts = async (
  userId: string,
  scripts: Partial<Script>[],
  { bodyOf = (script: Script) => `# ${script.topic}\n\nHello and welcome back to the garden.\n` }: { bodyOf?: (script: Script) => string } = {},
): Promise<Script[]> => {
  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${process.env.E2E_DYNAMODB_PORT}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${process.env.E2E_S3_PORT}`,
    // s3rver stores streamed bodies corrupted when the SDK adds its default checksums.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    TABLE_NAME: LOCAL_TABLE_NAME,
    SCRIPTS_BUCKET: LOCAL_BUCKETS.scripts,
    POWERTOOLS_LOG_LEVEL: 'WARN',
  });
  const library = await import('../../lambdas/support/library');
  return library.seedScripts(userId, scripts, { bodyOf });
};
