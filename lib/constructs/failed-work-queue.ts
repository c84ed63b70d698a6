import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/** How long a failed run waits in the queue for someone to read it: SQS's longest. */
export const FAILED_RUN_RETENTION = Duration.days(14);

/**
 * Where Lambda sends a background worker's asynchronous run once it has failed every attempt (its on-failure
 * destination): the payload, the error and the attempt count, kept for an operator to read and re-run
 * (docs/runbook.md, "Background work"). An alarm watches its depth (lib/constructs/monitoring.ts).
 */
export class FailedWorkQueue extends Construct {
  readonly queue: Queue;

  constructor(scope: Construct, id: string, props: { production: boolean }) {
    super(scope, id);
    this.queue = new Queue(this, 'Queue', {
      // Payloads hold user ids only, but a record also holds the error message: encrypted at rest all the same.
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: FAILED_RUN_RETENTION,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    NagSuppressions.addResourceSuppressions(this.queue, [
      {
        id: 'AwsSolutions-SQS3',
        reason:
          'This queue is itself the dead-letter destination of the background workers: nothing consumes it but an operator, so a dead-letter queue behind it would only hold the same records a second time.',
      },
    ]);
  }
}
