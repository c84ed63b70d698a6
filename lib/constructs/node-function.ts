import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/** The repository root: Lambda entries in the route table are relative to it. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface NodeFunctionProps {
  /** Handler file relative to the repository root; it exports `handler`. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  logRetention: RetentionDays;
  /** Production keeps log groups when the stack is deleted. */
  production: boolean;
  memorySize?: number;
  timeout?: Duration;
  /** Data files the code reads beside its bundle (relative to the repository root), copied next to it. */
  dataFiles?: readonly string[];
}

/**
 * One TypeScript Lambda as every Lambda of ScriptVoice is built: arm64, nodejs22.x, bundled by the local
 * esbuild (no Docker) as ESM with source maps, its own log group, and its own role that may write only to
 * that log group until a caller grants more.
 */
export class NodeFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // An own role instead of AWSLambdaBasicExecutionRole: that managed policy may write to every log group.
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: join(REPOSITORY_ROOT, props.entry),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(15),
      role: this.role,
      logGroup: this.logGroup,
      // X-Ray traces (Powertools Tracer in the handler stack); CDK adds the two write actions to the role.
      tracing: Tracing.ACTIVE,
      environment: { POWERTOOLS_LOG_LEVEL: 'INFO', NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      projectRoot: REPOSITORY_ROOT,
      depsLockFilePath: join(REPOSITORY_ROOT, 'package-lock.json'),
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        // CommonJS dependencies inside an ESM bundle still call require().
        banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // The exact SDK versions the code was tested with, not whatever the runtime ships.
        bundleAwsSDK: true,
        tsconfig: join(REPOSITORY_ROOT, 'tsconfig.json'),
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir, outputDir) => (props.dataFiles ?? []).map((file) => `cp "${join(inputDir, file)}" "${outputDir}/"`),
        },
      },
    });
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: 'X-Ray PutTraceSegments and PutTelemetryRecords do not support resource-level permissions, so tracing needs Resource "*".',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
    NagSuppressions.addResourceSuppressions(this.function, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'nodejs22.x is pinned on purpose: it is the runtime the code and its pinned dependencies are tested on (Node 24 is not yet part of the toolchain); it is supported until 2027.',
      },
    ]);
  }
}
