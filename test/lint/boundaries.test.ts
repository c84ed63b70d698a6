import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules that report `code` as if it were the file at `filePath` (which need not exist). */
const rulesBroken = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
};

/** A module that imports `name` from `from` and uses it, so only the import itself can break a rule. */
const importing = (name: string, from: string, type = false) =>
  type ? `import type { ${name} } from '${from}';\nexport type Probe = ${name};\n` : `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;

const REFUSED: { what: string; file: string; code: string; rule: string }[] = [
  { what: 'an AWS SDK import in the domain', file: 'lambdas/domain/scripts/probe.ts', code: importing('GetCommand', '@aws-sdk/lib-dynamodb'), rule: 'no-restricted-imports' },
  { what: 'a domain import in the data layer', file: 'lambdas/data/probe.ts', code: importing('creditBreakdown', '../domain/credits'), rule: 'import-x/no-restricted-paths' },
  { what: 'an adapter import in the domain', file: 'lambdas/domain/payments/probe.ts', code: importing('retrieveCheckoutSession', '../../adapters/stripe-client'), rule: 'import-x/no-restricted-paths' },
  { what: 'API Gateway types in the domain', file: 'lambdas/domain/scripts/probe.ts', code: importing('APIGatewayProxyEventV2', 'aws-lambda', true), rule: 'no-restricted-imports' },
  { what: 'a handler import in an adapter', file: 'lambdas/adapters/probe.ts', code: importing('handler', '../api/scripts/get-script'), rule: 'import-x/no-restricted-paths' },
  { what: 'a package other than zod in the contracts', file: 'lambdas/contracts/probe.ts', code: importing('ulid', 'ulid'), rule: 'no-restricted-imports' },
  { what: 'the handler stack in the contracts', file: 'lambdas/contracts/probe.ts', code: importing('logger', '../shared/logger'), rule: 'import-x/no-restricted-paths' },
  { what: 'a handler in the CDK app', file: 'lib/constructs/probe.ts', code: importing('handler', '../../lambdas/api/scripts/get-script'), rule: 'import-x/no-restricted-paths' },
  { what: 'a worker handler in the CDK app', file: 'lib/constructs/probe.ts', code: importing('handler', '../../lambdas/workers/export-account'), rule: 'import-x/no-restricted-paths' },
  { what: 'a handler in the handler stack', file: 'lambdas/shared/probe.ts', code: importing('handler', '../api/scripts/get-script'), rule: 'import-x/no-restricted-paths' },
  { what: 'the handler stack in the route table', file: 'lambdas/routing/probe.ts', code: importing('RateLimit', '../shared/rate-limits', true), rule: 'import-x/no-restricted-paths' },
  { what: 'the route table in the worker table (a type import, which import-x/no-cycle cannot see)', file: 'lambdas/routing/workers.ts', code: importing('RouteDefinition', './routes', true), rule: 'import-x/no-restricted-paths' },
  { what: 'domain code in the CDK app', file: 'lib/constructs/probe.ts', code: importing('creditBreakdown', '../../lambdas/domain/credits'), rule: 'import-x/no-restricted-paths' },
  { what: 'one web feature importing another', file: 'web/src/features/dashboard/components/probe.ts', code: importing('refreshDocuments', '@/features/documents/api/refresh'), rule: 'import-x/no-restricted-paths' },
  { what: 'a Lambda import other than the contracts in the web app', file: 'web/src/lib/probe.ts', code: importing('ROUTES', '../../../lambdas/routing/routes'), rule: 'import-x/no-restricted-paths' }, // not-our-path: the probe's own import
  { what: 'an import cycle (credits → generate → credits)', file: 'lambdas/domain/credits.ts', code: importing('generateScript', './scripts/generate'), rule: 'import-x/no-cycle' },
];

describe('the linter enforces the layers (eslint.config.js)', () => {
  it.each(REFUSED)('refuses $what', async ({ file, code, rule }) => {
    expect(await rulesBroken(file, code)).toContain(rule);
  });

  it('lets contracts import zod and contracts, the CDK app and the handler stack the route table, the route table the worker names, and a feature its own files and shared lib', async () => {
    expect(await rulesBroken('lambdas/contracts/probe.ts', "import * as z from 'zod';\nimport { CREDITS_PER_SCRIPT } from './limits';\nexport const probe = [z, CREDITS_PER_SCRIPT];\n")).toEqual([]);
    expect(await rulesBroken('lib/constructs/probe.ts', importing('ROUTES', '../../lambdas/routing/routes'))).toEqual([]);
    expect(await rulesBroken('lambdas/shared/probe.ts', importing('ROUTES', '../routing/routes'))).toEqual([]);
    expect(await rulesBroken('lambdas/routing/routes.ts', importing('WorkerName', './workers', true))).toEqual([]);
    expect(
      await rulesBroken(
        'web/src/features/documents/components/probe.ts',
        "import { refreshDocuments } from '@/features/documents/api/refresh';\nimport { useMe } from '@/lib/me';\nexport const probe = [refreshDocuments, useMe];\n",
      ),
    ).toEqual([]);
  });

  it('holds the React hooks rules in the web app', async () => {
    const code = "import { useState } from 'react';\nexport const Probe = ({ on }: { on: boolean }) => {\n  if (on) useState(0);\n  return null;\n};\n";
    expect(await rulesBroken('web/src/components/probe.tsx', code)).toContain('react-hooks/rules-of-hooks');
  });
});
