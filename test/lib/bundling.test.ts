import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lambdas/routing/routes';
import { NodeFunction } from '../../lib/constructs/node-function';
import { cdkJsonContext } from './support/synth';

describe('Lambda bundling', () => {
  it('bundles a route handler with the local esbuild into one minified ESM file with its source map', () => {
    const route = ROUTES[0]!;
    const app = new App({ context: cdkJsonContext() });
    const stack = new Stack(app, 'Bundling', { env: { region: 'ap-southeast-2' } });
    new NodeFunction(stack, 'Fn', {
      entry: route.entry,
      description: route.functionName,
      environment: {},
      logRetention: RetentionDays.ONE_WEEK,
      production: false,
    });
    Template.fromStack(stack);

    const assembly = app.synth();
    const assetDirs = readdirSync(assembly.directory).filter((name) => name.startsWith('asset.'));
    expect(assetDirs).toHaveLength(1);
    const dir = join(assembly.directory, assetDirs[0]!);
    expect(readdirSync(dir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
    expect(code).toMatch(/export\s*\{[^}]*\bas handler\b/);
    expect(code).toContain('createRequire');
    expect(code).toContain('sourceMappingURL=index.mjs.map');
  });
});
