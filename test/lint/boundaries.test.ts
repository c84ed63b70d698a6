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

describe('the linter enforces the layers (eslint.config.js)', () => {
  it('refuses an AWS SDK import in the domain', async () => {
    expect(await rulesBroken('lambdas/domain/scripts/probe.ts', "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const probe = GetCommand;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('refuses a domain import in the data layer', async () => {
    expect(await rulesBroken('lambdas/data/probe.ts', "import { creditBreakdown } from '../domain/credits';\nexport const probe = creditBreakdown;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses an adapter import in the domain', async () => {
    expect(
      await rulesBroken('lambdas/domain/payments/probe.ts', "import { retrieveCheckoutSession } from '../../adapters/stripe-client';\nexport const probe = retrieveCheckoutSession;\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses API Gateway types in the domain', async () => {
    expect(
      await rulesBroken('lambdas/domain/scripts/probe.ts', "import type { APIGatewayProxyEventV2 } from 'aws-lambda';\nexport type Probe = APIGatewayProxyEventV2;\n"),
    ).toContain('no-restricted-imports');
  });

  it('refuses a handler import in an adapter', async () => {
    expect(await rulesBroken('lambdas/adapters/probe.ts', "import { handler } from '../api/scripts/get-script';\nexport const probe = handler;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets contracts import zod and contracts only', async () => {
    expect(await rulesBroken('lambdas/contracts/probe.ts', "import { ulid } from 'ulid';\nexport const probe = ulid;\n")).toContain('no-restricted-imports');
    expect(await rulesBroken('lambdas/contracts/probe.ts', "import { logger } from '../shared/logger';\nexport const probe = logger;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken('lambdas/contracts/probe.ts', "import * as z from 'zod';\nimport { CREDITS_PER_SCRIPT } from './limits';\nexport const probe = [z, CREDITS_PER_SCRIPT];\n")).toEqual([]);
  });

  it('lets the CDK app import the route table but no handler or domain code', async () => {
    expect(await rulesBroken('lib/constructs/probe.ts', "import { handler } from '../../lambdas/api/scripts/get-script';\nexport const probe = handler;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken('lib/constructs/probe.ts', "import { creditBreakdown } from '../../lambdas/domain/credits';\nexport const probe = creditBreakdown;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken('lib/constructs/probe.ts', "import { ROUTES } from '../../lambdas/api/routes';\nexport const probe = ROUTES;\n")).toEqual([]);
  });

  it('refuses one web feature importing another, and lets it import its own files and shared lib', async () => {
    expect(
      await rulesBroken('web/src/features/dashboard/components/probe.ts', "import { refreshDocuments } from '@/features/documents/api/refresh';\nexport const probe = refreshDocuments;\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(
        'web/src/features/documents/components/probe.ts',
        "import { refreshDocuments } from '@/features/documents/api/refresh';\nimport { useMe } from '@/lib/me';\nexport const probe = [refreshDocuments, useMe];\n",
      ),
    ).toEqual([]);
  });

  it('refuses a Lambda import other than the contracts in the web app', async () => {
    expect(await rulesBroken('web/src/lib/probe.ts', "import { ROUTES } from '../../../lambdas/api/routes';\nexport const probe = ROUTES;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses an import cycle (credits → generate → credits)', async () => {
    expect(await rulesBroken('lambdas/domain/credits.ts', "import { generateScript } from './scripts/generate';\nexport const probe = generateScript;\n")).toContain(
      'import-x/no-cycle',
    );
  });

  it('holds the React hooks rules in the web app', async () => {
    const code = "import { useState } from 'react';\nexport const Probe = ({ on }: { on: boolean }) => {\n  if (on) useState(0);\n  return null;\n};\n";
    expect(await rulesBroken('web/src/components/probe.tsx', code)).toContain('react-hooks/rules-of-hooks');
  });
});
