import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Aspects } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ROUTES, type RouteDefinition } from '../../../lambdas/routing/routes';
import { AppStack } from '../../../lib/app-stack';
import { type DeployConfigInput, parseDeployConfig } from '../../../lib/config';
import { REPOSITORY_ROOT } from '../../../lib/constructs/node-function';

/** The feature flags and defaults of cdk.json, so tests synthesize what `cdk synth` does. */
export const cdkJsonContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** A tiny stand-in for `web/dist`, so the tests never depend on a web build. */
const placeholderWebBuild = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'scriptvoice-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(dir, 'app.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(dir, 'assets', 'app.js.map'), '{}');
  return dir;
};

export const TEST_CONFIG: DeployConfigInput = {
  stage: 'test',
  googleClientId: 'test-client.apps.googleusercontent.com',
  stripePriceIds: { creator: 'price_live_creator' },
};

export interface SynthOptions {
  config?: DeployConfigInput;
  routes?: readonly RouteDefinition[];
  /** Run esbuild for every Lambda (slow); off by default. */
  bundling?: boolean;
  nag?: boolean;
}

/** Synthesizes the whole app once; call it at module scope or in beforeAll. */
export const synthAppStack = (options: SynthOptions = {}) => {
  const outdir = mkdtempSync(join(tmpdir(), 'scriptvoice-cdk-'));
  const app = new App({
    outdir,
    context: { ...cdkJsonContext(), ...(options.bundling ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
  const config = parseDeployConfig({ ...(options.config ?? TEST_CONFIG) });
  const stack = new AppStack(app, 'ScriptVoice-test', {
    config,
    env: { region: config.region },
    webDistPath: placeholderWebBuild(),
    routes: options.routes ?? ROUTES,
  });
  if (options.nag) Aspects.of(app).add(new AwsSolutionsChecks());
  const template = Template.fromStack(stack);
  return { app, stack, template, config, outdir };
};
