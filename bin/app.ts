import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { AppStack } from '../lib/app-stack';
import { deployConfigFromContext } from '../lib/config';

const app = new App();
const config = deployConfigFromContext((key) => app.node.tryGetContext(key));

new AppStack(app, `ScriptVoice-${config.stage}`, {
  config,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: config.region },
  description: `ScriptVoice (${config.stage})`,
});

Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
