import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTES } from '../routing/routes';
import type { RuntimeConfig } from '../contracts/runtime-config';
import { LOCAL_TABLE_NAME } from '../data/table-schema';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, startCognito, type LocalCognito } from './cognito';
import { startDynamo } from './dynamo';
import { createGateway } from './gateway';
import { createGoogleStandIn } from './google-consent';
import { type FailedRunRecord, startLambdaService } from './lambda-service';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';
import { Mailbox } from './mailbox';
import { assertPortFree, findFreePorts } from './ports';
import { LOCAL_BUCKETS, startS3 } from './s3';
import { createSamplePages } from './sample-pages';
import { startAppServer, type AppServerOptions } from './server';
import { startStripe } from './stripe';
import { REPOSITORY_ROOT } from './paths';
import { createLocalVerifier } from './verifier';
import { WORKERS } from '../routing/workers';

export interface LocalStackOptions {
  /** The app's port; 0 picks a free one. */
  port: number;
  /** Ports of the emulators; 0 picks free ones (tests), otherwise they must be free. */
  servicePorts: { dynamo: number; s3: number; cognito: number };
  /** Where data persists across restarts; null keeps everything in a temporary folder removed on stop. */
  dataDirectory: string | null;
  web: AppServerOptions['web'];
  /** One line per service as it becomes ready. */
  onReady?: (service: string, detail: string) => void;
}

export interface LocalStack {
  url: string;
  config: RuntimeConfig;
  mailbox: Mailbox;
  cognito: LocalCognito;
  /** The environment the Lambda handlers run with (also applied to this process). */
  lambdaEnv: Record<string, string>;
  /** Resolves once no background worker run (an export, a purge) is left. */
  workersIdle: () => Promise<void>;
  /** The worker runs that failed every attempt: what the workers' on-failure queue holds in AWS. */
  failedWorkerRuns: () => readonly FailedRunRecord[];
  stop: () => Promise<void>;
}

/** The ports asked for (each checked free), with a different free one for each 0 and for the Lambda service. */
const pickPorts = async <Service extends string>(asked: Record<Service, number>): Promise<Record<Service | 'lambda', number>> => {
  const entries = Object.entries(asked) as [Service, number][];
  const free = await findFreePorts(entries.filter(([, port]) => port === 0).length + 1);
  const ports = { lambda: free.pop()! } as Record<Service | 'lambda', number>;
  for (const [service, port] of entries) {
    if (port === 0) ports[service] = free.pop()!;
    else await assertPortFree(service, (ports[service] = port));
  }
  return ports;
};

type Stoppable = { stop: () => Promise<void> };

/** Starts services in parallel; every one that started is registered for stopping, even when another failed. */
const startAll = async <T extends readonly Promise<Stoppable>[]>(
  stops: (() => Promise<void>)[],
  starting: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> => {
  const settled = await Promise.allSettled(starting);
  for (const result of settled) if (result.status === 'fulfilled') stops.push(result.value.stop);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<Stoppable>).value) as never;
};

/** Starts DynamoDB Local, s3rver, cognito-local, the mailbox, the local API gateway and the web app. */
export const startLocalStack = async (options: LocalStackOptions): Promise<LocalStack> => {
  const ready = options.onReady ?? (() => undefined);
  // Local tooling runs on Node 20 on purpose; the Lambdas themselves run on nodejs22.x in AWS.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const temporary = options.dataDirectory === null ? mkdtempSync(join(tmpdir(), 'scriptvoice-')) : null;
  const dataDirectory = options.dataDirectory ?? temporary!;
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => undefined);
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  };

  try {
    const ports = await pickPorts({
      'web app': options.port,
      'DynamoDB Local': options.servicePorts.dynamo,
      S3: options.servicePorts.s3,
      Cognito: options.servicePorts.cognito,
    });
    const { 'web app': appPort, 'DynamoDB Local': dynamoPort, S3: s3Port, Cognito: cognitoPort } = ports;
    const appUrl = `http://localhost:${appPort}`;

    const mailbox = new Mailbox(temporary ? null : join(dataDirectory, 'mail.json'));
    const [dynamo, s3, cognito, stripe] = await startAll(stops, [
      startDynamo({ port: dynamoPort, directory: temporary ? undefined : join(dataDirectory, 'dynamodb'), tableName: LOCAL_TABLE_NAME }),
      startS3({ port: s3Port, directory: join(dataDirectory, 's3'), allowedOrigins: [appUrl, `http://127.0.0.1:${appPort}`] }),
      startCognito({ port: cognitoPort, directory: join(dataDirectory, 'cognito'), mailbox, appUrl: () => appUrl }),
      // Throwaway stacks (tests, --ephemeral) never reach a real Stripe account, whatever the shell has set.
      startStripe({ appUrl: () => appUrl, file: temporary ? null : join(dataDirectory, 'stripe-sessions.json'), env: temporary ? {} : process.env }),
    ] as const);
    ready('DynamoDB Local', `${dynamo.endpoint} (table ${LOCAL_TABLE_NAME})`);
    ready('S3 (s3rver)', `${s3.endpoint} (buckets ${Object.values(LOCAL_BUCKETS).join(', ')})`);
    ready('Cognito (cognito-local)', `${cognito.endpoint} (pool ${LOCAL_USER_POOL_ID})`);
    ready('Stripe', stripe.description);
    const workers = Object.values(WORKERS);
    const lambda = await startLambdaService({ port: ports.lambda, workers, repositoryRoot: REPOSITORY_ROOT });
    stops.push(lambda.stop);
    ready('Lambda (workers)', `${lambda.endpoint} (${workers.map((worker) => worker.functionName).join(', ')})`);

    const lambdaEnv: Record<string, string> = {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      AWS_ENDPOINT_URL_LAMBDA: lambda.endpoint,
      ...Object.fromEntries(workers.map((worker) => [worker.functionNameVariable, worker.functionName])),
      USER_POOL_ID: LOCAL_USER_POOL_ID,
      // s3rver stores streamed bodies corrupted when the SDK adds its default checksums.
      AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
      AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
      TABLE_NAME: LOCAL_TABLE_NAME,
      SCRIPTS_BUCKET: LOCAL_BUCKETS.scripts,
      DOCUMENTS_BUCKET: LOCAL_BUCKETS.documents,
      APP_URL: appUrl,
      LOCAL_LOOPBACK_ORIGINS: 'true',
      // Source links may reach this stack's own origin (its sample pages), and no other loopback address.
      SOURCE_FETCH_ALLOW_LOCAL: `localhost:${appPort},127.0.0.1:${appPort}`,
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
      ...stripe.lambdaEnv,
    };
    Object.assign(process.env, lambdaEnv);

    const { putPackages } = await import('../data/package-repo');
    const { CREDIT_PACKAGE_SEED } = await import('../data/seed/credit-packages');
    await putPackages(stripe.pricedPackages(CREDIT_PACKAGE_SEED));

    const config: RuntimeConfig = {
      region: LOCAL_REGION,
      userPoolId: LOCAL_USER_POOL_ID,
      userPoolClientId: LOCAL_CLIENT_ID,
      cognitoEndpoint: cognito.endpoint,
      apiBaseUrl: '/api',
      local: true,
    };
    const gateway = createGateway({ routes: ROUTES, verifier: createLocalVerifier(), repositoryRoot: REPOSITORY_ROOT });
    const { server, url } = await startAppServer({
      port: appPort,
      config,
      gateway,
      mailbox,
      localTools: [createGoogleStandIn({ services: cognito.services }), stripe.localTool, createSamplePages()],
      connectSources: [cognito.endpoint, s3.endpoint],
      web: options.web,
    });
    stops.push(() => new Promise((r) => server.close(() => r())));
    server.closeIdleConnections?.();
    ready('Mailbox', `${url}/_local/mail`);
    ready('API gateway', `${url}/api (${ROUTES.length} routes)`);
    ready('Web app', url);

    return { url, config, mailbox, cognito, lambdaEnv, workersIdle: lambda.idle, failedWorkerRuns: lambda.failedRuns, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
