import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type BucketProps,
} from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { EXPORTS_PREFIX } from '../../lambdas/data/object-prefixes';

/** Uploads land here first; a document that never gets processed is removed after a day. */
export const PENDING_UPLOADS_PREFIX = 'uploads/pending/';

export interface StorageProps {
  stage: string;
  /** Origins the browser uploads from with presigned URLs (the app URL first). */
  allowedOrigins: string[];
  /** Production keeps user data (and its access logs) when the stack is deleted. */
  production: boolean;
}

/** The private buckets: users' scripts and documents, plus the access-log bucket every other bucket writes to. */
export class Storage extends Construct {
  readonly scriptsBucket: Bucket;
  readonly documentsBucket: Bucket;
  readonly logsBucket: Bucket;
  /** The hosts the browser talks to for presigned uploads and downloads (the SDK's virtual-hosted style). */
  readonly browserHosts: string[];

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    const dataRemoval: Partial<BucketProps> = props.production
      ? { removalPolicy: RemovalPolicy.RETAIN }
      : { removalPolicy: RemovalPolicy.DESTROY, autoDeleteObjects: true };
    const privateBucket: BucketProps = {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      ...dataRemoval,
    };

    this.logsBucket = new Bucket(this, 'AccessLogs', {
      ...privateBucket,
      // CloudFront standard logging writes with ACLs, so this one bucket must allow object-writer ownership.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    NagSuppressions.addResourceSuppressions(this.logsBucket, [
      { id: 'AwsSolutions-S1', reason: 'This is the access-log bucket itself; logging it into itself would loop.' },
    ]);

    const hosts: string[] = [];
    const userDataBucket = (bucketId: string, nameSuffix: string) => {
      const bucketName = `scriptvoice-${props.stage}-${nameSuffix}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
      hosts.push(`https://${bucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`);
      return new Bucket(this, bucketId, {
        ...privateBucket,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        // A fixed name lets CloudFront's CSP name the bucket host without a dependency cycle (the bucket's CORS
        // names the app URL, which is CloudFront's own domain).
        bucketName,
        serverAccessLogsBucket: this.logsBucket,
        serverAccessLogsPrefix: `${nameSuffix}/`,
        cors: [
          {
            allowedOrigins: props.allowedOrigins,
            allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.HEAD],
            allowedHeaders: ['*'],
            exposedHeaders: ['ETag'],
            maxAge: 3600,
          },
        ],
        lifecycleRules: [
          { abortIncompleteMultipartUploadAfter: Duration.days(1) },
          { prefix: PENDING_UPLOADS_PREFIX, expiration: Duration.days(1) },
          { prefix: EXPORTS_PREFIX, expiration: Duration.days(1) },
        ],
      });
    };
    this.scriptsBucket = userDataBucket('Scripts', 'scripts');
    this.documentsBucket = userDataBucket('Documents', 'docs');
    this.browserHosts = hosts;
  }
}
