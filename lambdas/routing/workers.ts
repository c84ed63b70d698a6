/**
 * Background work too long for an API answer: each row is a Lambda that API routes start with an
 * asynchronous invoke (lambdas/adapters/background-jobs.ts). The CDK stack builds one Lambda per row and the
 * local stack's Lambda service runs the same handlers, so the two can never drift. The route table reads this
 * table's names; this table never reads the route table (eslint.config.js refuses it).
 */
import type { DataGrants } from './grants';

export const WORKER_NAMES = ['exportAccount', 'purgeAccount'] as const;
export type WorkerName = (typeof WORKER_NAMES)[number];

export interface WorkerDefinition {
  /** PascalCase construct id of the Lambda, and its function name locally. */
  functionName: string;
  /** Handler file relative to the repository root; it exports `handler`. */
  entry: string;
  /** The environment variable that carries the function's name to the routes that start it. */
  functionNameVariable: string;
  grants: DataGrants;
  timeoutMinutes: number;
  memoryMb: number;
  /** How often Lambda retries a failed asynchronous run: only for work that is safe to repeat. */
  retryAttempts: 0 | 1 | 2;
}

export const WORKERS: Record<WorkerName, WorkerDefinition> = {
  exportAccount: {
    functionName: 'ExportAccountWorker',
    entry: 'lambdas/workers/export-account.ts',
    functionNameVariable: 'EXPORT_WORKER_FUNCTION',
    // Writes only its own job row; reads everything else of the user and writes the zip to the scripts bucket.
    grants: { table: 'readWrite', scriptsBucket: 'readWrite', documentsBucket: 'read' },
    timeoutMinutes: 15,
    memoryMb: 512,
    // A failed export is marked failed for the user to try again; a silent retry would race their retry.
    retryAttempts: 0,
  },
  purgeAccount: {
    functionName: 'PurgeAccountWorker',
    entry: 'lambdas/workers/purge-account.ts',
    functionNameVariable: 'PURGE_WORKER_FUNCTION',
    grants: { table: 'readWrite', scriptsBucket: 'readWrite', documentsBucket: 'readWrite' },
    timeoutMinutes: 15,
    memoryMb: 512,
    // Every step of the purge is safe to repeat.
    retryAttempts: 2,
  },
};
