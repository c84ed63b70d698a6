import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../lambdas/local/cognito';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../lambdas/local/local-aws';
import { startLocalStack } from '../../lambdas/local/stack';
import { Keys } from '../../lambdas/data/keys';
import { LOCAL_TABLE_NAME } from '../../lambdas/data/table-schema';
import { ms, percentile, table, verdict, type BudgetResult } from './format';
import { benchServicePorts } from './service-ports';

export const P95_BUDGET_MS = 50;

export interface LoadOptions {
  /** Concurrent virtual users, each sending one request after another. */
  users: number;
  /** How long the measured phase lasts. */
  durationMs: number;
  /** Upper bound per user, so a very fast stack still ends in bounded work. */
  maxRequestsPerUser: number;
  /** Sequential requests before measuring (first handler import, profile creation, JWKS). */
  warmupRequests: number;
  /**
   * Each side at full concurrency for this long before anything is measured, results dropped. DynamoDB Local's JVM
   * compiles its hot paths during its first few thousand requests: measured cold, whichever phase ran first paid
   * for the compiler (p95 95–115 ms cold against 45–70 ms warm, for either side).
   */
  warmupLoadMs: number;
  /**
   * The measured time is split into this many rounds, both sides in each (the order swapped every round), and pooled
   * per side, so a drift of the machine (another process, the JIT's last compilations) falls on both sides alike.
   */
  rounds: number;
}

export const DEFAULT_LOAD: LoadOptions = {
  users: 20,
  durationMs: 5_000,
  maxRequestsPerUser: 2_000,
  warmupRequests: 20,
  warmupLoadMs: 10_000,
  rounds: 2,
};

export interface PhaseResult {
  users: number;
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  elapsedMs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requestsPerSecond: number;
}

export interface ApiReport {
  path: string;
  options: LoadOptions;
  /** One user alone: the service time without queueing, for comparison. */
  baseline: PhaseResult;
  load: PhaseResult;
  /** DynamoDB Local alone: GetItem of the user's profile at the same concurrency, in the same run. */
  dynamo: PhaseResult;
  startupMs: number;
}

/** Our p95 over DynamoDB Local's own GetItem p95 at the same load (issue 16's target). */
export const OVERHEAD_RATIO_TARGET = 1.3;

/** The one-user phase, after the measured load: the service time on a warm stack. */
const BASELINE = { users: 1, durationMs: 1_500, maxRequestsPerUser: 300 };

/**
 * The load runs in a worker thread so the clients' own work does not queue behind the gateway and the
 * handlers on the main thread's event loop (which would inflate the latencies it reports). Plain
 * JavaScript because worker threads do not inherit tsx's TypeScript loader.
 */
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { target, users, durationMs, maxRequestsPerUser } = workerData;
// One request: the answer's status ('200', 'item'…) and whether it is the expected one.
const requester = () => {
  if (target.kind === 'http') {
    return async () => {
      const response = await fetch(target.url, { headers: { authorization: 'Bearer ' + target.idToken } });
      await response.arrayBuffer();
      return { status: String(response.status), ok: response.status === 200 };
    };
  }
  // DynamoDB Local alone: one GetItem of the signed-in user's profile.
  const { DynamoDBClient, GetItemCommand } = require('@aws-sdk/client-dynamodb');
  const client = new DynamoDBClient({ endpoint: target.endpoint, region: target.region, credentials: target.credentials, maxAttempts: 1 });
  return async () => {
    const { Item } = await client.send(new GetItemCommand({ TableName: target.table, Key: target.key }));
    return { status: Item ? 'item' : 'missing', ok: Boolean(Item) };
  };
};
const send = requester();
const latencies = [];
const statuses = {};
let errors = 0;
const user = async (deadline) => {
  for (let sent = 0; sent < maxRequestsPerUser && performance.now() < deadline; sent += 1) {
    const started = performance.now();
    try {
      const { status, ok } = await send();
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (!ok) errors += 1;
    } catch (error) {
      errors += 1;
      statuses.network = (statuses.network ?? 0) + 1;
    }
  }
};
(async () => {
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(Array.from({ length: users }, () => user(deadline)));
  parentPort.postMessage({ latencies, statuses, errors, elapsedMs: performance.now() - started });
})();
`;

interface WorkerResult {
  latencies: number[];
  statuses: Record<string, number>;
  errors: number;
  elapsedMs: number;
}

const runLoad = (target: Record<string, unknown>, options: Pick<LoadOptions, 'users' | 'durationMs' | 'maxRequestsPerUser'>) =>
  new Promise<WorkerResult>((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { target, ...options } });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('the load worker did not finish in time'));
    }, options.durationMs + 60_000);
    worker.once('message', (result: WorkerResult) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });

const pooled = (rounds: WorkerResult[]): WorkerResult => {
  const statuses: Record<string, number> = {};
  for (const round of rounds) for (const [status, count] of Object.entries(round.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  return {
    latencies: rounds.flatMap((round) => round.latencies),
    statuses,
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    elapsedMs: rounds.reduce((sum, round) => sum + round.elapsedMs, 0),
  };
};

/** Warms both sides at full load (dropped), then measures them in alternating rounds: ours, DynamoDB Local's, theirs, ours… */
const measureSideBySide = async (ours: Record<string, unknown>, dynamo: Record<string, unknown>, options: LoadOptions) => {
  const { users, maxRequestsPerUser } = options;
  if (options.warmupLoadMs > 0) {
    for (const target of [ours, dynamo]) await runLoad(target, { users, durationMs: options.warmupLoadMs, maxRequestsPerUser });
  }
  const round = { users, durationMs: options.durationMs / options.rounds, maxRequestsPerUser: Math.ceil(maxRequestsPerUser / options.rounds) };
  const oursRounds: WorkerResult[] = [];
  const dynamoRounds: WorkerResult[] = [];
  // ABBA: the side that goes second in a round goes first in the next, so neither always follows the other's garbage.
  for (let index = 0; index < options.rounds; index += 1) {
    const order = index % 2 === 0 ? ([ours, dynamo] as const) : ([dynamo, ours] as const);
    for (const target of order) (target === ours ? oursRounds : dynamoRounds).push(await runLoad(target, round));
  }
  return { ours: pooled(oursRounds), dynamo: pooled(dynamoRounds) };
};

const summarize = (result: WorkerResult, users: number): PhaseResult => {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    users,
    requests: sorted.length + (result.statuses.network ?? 0),
    errors: result.errors,
    statuses: result.statuses,
    elapsedMs: result.elapsedMs,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    requestsPerSecond: (sorted.length / result.elapsedMs) * 1000,
  };
};

/** Signs up and confirms one user through the local Cognito; answers the address and password. */
export const confirmedUser = async (cognitoEndpoint: string) => {
  const cognito = new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const email = `bench-${randomUUID()}@example.com`;
    const password = 'correct-horse-battery';
    await cognito.send(new SignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, Password: password }));
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: email }));
    return { email, password };
  } finally {
    cognito.destroy();
  }
};

/** A confirmed user signed in through the local Cognito, as `test/lambdas/support/cognito-users.ts` does: its ID token. */
export const signedInUser = async (cognitoEndpoint: string) => {
  const { email, password } = await confirmedUser(cognitoEndpoint);
  const cognito = new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
    );
    const idToken = AuthenticationResult?.IdToken;
    if (!idToken) throw new Error('the local Cognito returned no ID token');
    return idToken;
  } finally {
    cognito.destroy();
  }
};

/**
 * Starts the embedded local stack on free ports with throwaway data (loopback only), signs a user in and
 * drives `GET path` with concurrent users through the local API gateway. The stack is always stopped.
 */
export const measureApi = async (path: string, options: LoadOptions = DEFAULT_LOAD): Promise<ApiReport> => {
  const emptyWeb = mkdtempSync(join(tmpdir(), 'scriptvoice-bench-web-'));
  const startedAt = performance.now();
  const stack = await startLocalStack({
    port: 0,
    servicePorts: await benchServicePorts(),
    dataDirectory: null,
    web: { distDirectory: emptyWeb },
  });
  // Ctrl-C while measuring still stops DynamoDB Local (a Java child process) and the emulators.
  const interrupted = (signal: NodeJS.Signals) => {
    void stack.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const startupMs = performance.now() - startedAt;
    // The stack answers on localhost; 127.0.0.1 avoids a resolver lookup per request and stays on loopback.
    const url = `${stack.url.replace('//localhost', '//127.0.0.1')}${path}`;
    const idToken = await signedInUser(stack.cognito.endpoint);
    for (let index = 0; index < options.warmupRequests; index += 1) {
      const response = await fetch(url, { headers: { authorization: `Bearer ${idToken}` } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`warm-up GET ${path} answered ${response.status}`);
    }
    const ours = { kind: 'http', url, idToken };
    const sub = (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    const dynamoTarget = {
      kind: 'dynamo',
      endpoint: stack.lambdaEnv.AWS_ENDPOINT_URL_DYNAMODB,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      table: LOCAL_TABLE_NAME,
      key: { pk: { S: Keys.profile(sub).pk }, sk: { S: Keys.profile(sub).sk } },
    };
    const sideBySide = await measureSideBySide(ours, dynamoTarget, options);
    const baseline = summarize(await runLoad(ours, BASELINE), BASELINE.users);
    const load = summarize(sideBySide.ours, options.users);
    const dynamo = summarize(sideBySide.dynamo, options.users);
    return { path, options, baseline, load, dynamo, startupMs };
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await stack.stop();
    rmSync(emptyWeb, { recursive: true, force: true });
  }
};

const statusList = (phase: PhaseResult) =>
  Object.entries(phase.statuses)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ');

export const printApi = (report: ApiReport): string => {
  const row = (phase: PhaseResult, budgeted: boolean, label = `GET ${report.path}, ${phase.users} user${phase.users === 1 ? '' : 's'}`) => [
    label,
    `${(phase.elapsedMs / 1000).toFixed(1)} s`,
    String(phase.requests),
    String(phase.errors),
    phase.requestsPerSecond.toFixed(0),
    ms(phase.p50),
    budgeted ? `${ms(phase.p95)} / ${P95_BUDGET_MS} ms ${verdict(phase.p95, P95_BUDGET_MS)}` : ms(phase.p95),
    ms(phase.p99),
    ms(phase.max),
  ];
  return [
    `### API latency: local stack through the local API gateway`,
    '',
    table(
      ['load', '>duration', '>requests', '>errors', '>req/s', '>p50', '>p95 / budget', '>p99', '>max'],
      [row(report.baseline, false), row(report.load, true), row(report.dynamo, false, `DynamoDB Local GetItem alone, ${report.dynamo.users} users`)],
    ),
    '',
    `Our p95 over DynamoDB Local's own GetItem p95 at the same concurrency: ${overheadRatio(report).toFixed(2)}× (target ≤ ${OVERHEAD_RATIO_TARGET}×).`,
    `Both sides run in the same bench with the same users: first ${(report.options.warmupLoadMs / 1000).toFixed(0)} s each at full load to warm DynamoDB Local's JIT (not counted),`,
    `then ${report.options.rounds} rounds each in alternating order, ${(report.options.durationMs / 1000).toFixed(0)} s per side in all, pooled. The ratio is how much our gateway,`,
    'token check and handler add on top of the emulator, which the absolute p95 alone cannot tell.',
    'Each user sends its next request when the previous answer arrives; the ID token is verified by the local gateway,',
    'the real handler runs in-process against DynamoDB Local. Loopback only; the load runs in a worker thread.',
    `Statuses: ${statusList(report.load)}. Stack start ${(report.startupMs / 1000).toFixed(1)} s.`,
  ].join('\n');
};

const overheadRatio = (report: ApiReport) => report.load.p95 / report.dynamo.p95;

export const apiBudgets = (report: ApiReport): BudgetResult[] => [
  {
    budget: `GET ${report.path} p95 over DynamoDB Local's GetItem p95, ${report.load.users} users`,
    measured: `${overheadRatio(report).toFixed(2)}×`,
    limit: `≤ ${OVERHEAD_RATIO_TARGET}×`,
    verdict: report.dynamo.errors > 0 ? 'ERROR' : overheadRatio(report) <= OVERHEAD_RATIO_TARGET ? 'PASS' : 'OVER',
  },
  {
    budget: `GET ${report.path} p95, ${report.load.users} users`,
    measured: ms(report.load.p95),
    limit: `≤ ${P95_BUDGET_MS} ms`,
    verdict: report.load.errors > 0 ? 'ERROR' : verdict(report.load.p95, P95_BUDGET_MS),
    ...(report.load.errors > 0 ? { note: `${report.load.errors} failed requests` } : {}),
  },
];
