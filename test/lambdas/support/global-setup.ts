import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../../lambdas/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    cognitoEndpoint: string;
    lambdaEnv: Record<string, string>;
  }
}

/** One embedded local stack on free ports for the whole `lambdas` project; it never clashes with `npm start`. */
export default async function setup(project: TestProject) {
  const emptyWeb = mkdtempSync(join(tmpdir(), 'scriptvoice-web-'));
  const stack = await startLocalStack({
    port: 0,
    servicePorts: { dynamo: 0, s3: 0, cognito: 0 },
    dataDirectory: null,
    web: { distDirectory: emptyWeb },
  });
  project.provide('appUrl', stack.url);
  project.provide('cognitoEndpoint', stack.cognito.endpoint);
  project.provide('lambdaEnv', stack.lambdaEnv);
  return async () => {
    await stack.stop();
    rmSync(emptyWeb, { recursive: true, force: true });
  };
}
