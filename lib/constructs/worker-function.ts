import { Duration } from 'aws-cdk-lib';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { WorkerDefinition } from '../../lambdas/routing/workers';
import { type ApiResources, grantDataAccess } from './api-function';
import { NodeFunction } from './node-function';

export interface WorkerFunctionProps {
  worker: WorkerDefinition;
  resources: ApiResources;
  /** Where a run that failed every attempt is sent (lib/constructs/failed-work-queue.ts). */
  onFailure: IQueue;
}

/** A background worker (lambdas/routing/workers.ts): started by API routes with an asynchronous invoke, never by API Gateway. */
export class WorkerFunction extends Construct {
  readonly nodeFunction: NodeFunction;

  constructor(scope: Construct, id: string, props: WorkerFunctionProps) {
    super(scope, id);
    const { worker, resources } = props;
    this.nodeFunction = new NodeFunction(this, 'Lambda', {
      entry: worker.entry,
      description: `Background worker ${worker.functionName} (${worker.entry})`,
      environment: {
        TABLE_NAME: resources.database.table.tableName,
        SCRIPTS_BUCKET: resources.scriptsBucket.bucketName,
        DOCUMENTS_BUCKET: resources.documentsBucket.bucketName,
        APP_URL: resources.appUrl,
      },
      timeout: Duration.minutes(worker.timeoutMinutes),
      memorySize: worker.memoryMb,
      logRetention: resources.logRetention,
      production: resources.production,
    });
    this.nodeFunction.function.configureAsyncInvoke({
      retryAttempts: worker.retryAttempts,
      maxEventAge: Duration.hours(1),
      onFailure: new SqsDestination(props.onFailure),
    });
    grantDataAccess(this.nodeFunction.role, worker.grants, resources);
    NagSuppressions.addResourceSuppressions(
      this.nodeFunction.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Object keys are made by the server at run time under per-user prefixes, so the narrowest fixed scope is the objects of this one bucket; the worker confines itself to the one user its payload names.',
          appliesTo: [{ regex: '/^Resource::<.+\\.Arn>\\/\\*$/g' }],
        },
      ],
      true,
    );
  }
}
