import { createHash } from 'node:crypto';
import { CustomResource, Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { CREDIT_PACKAGE_SEED } from '../../lambdas/data/seed/credit-packages';
import type { Database } from './database';
import { NodeFunction } from './node-function';

export interface PackageSeedProps {
  database: Database;
  /** Live Stripe price ids by package id, replacing the seed's local ones. */
  stripePriceIds: Record<string, string>;
  logRetention: RetentionDays;
  production: boolean;
}

/** Writes the credit packages from the same seed file the local stack uses, on every deploy that changes them. */
export class PackageSeed extends Construct {
  constructor(scope: Construct, id: string, props: PackageSeedProps) {
    super(scope, id);
    const seeder = new NodeFunction(this, 'Seeder', {
      entry: 'lambdas/infra/seed-packages.ts',
      description: 'Custom resource: seeds the credit packages',
      environment: { TABLE_NAME: props.database.table.tableName },
      memorySize: 256,
      timeout: Duration.minutes(1),
      logRetention: props.logRetention,
      production: props.production,
    });
    seeder.role.addToPolicy(
      new PolicyStatement({ actions: ['dynamodb:BatchWriteItem', 'dynamodb:PutItem'], resources: [props.database.table.tableArn] }),
    );

    // A plain Lambda-backed resource (the handler answers CloudFormation itself) rather than the provider
    // framework, which would add a second Lambda with broad invoke rights.
    const packages = new CustomResource(this, 'Packages', {
      serviceToken: seeder.function.functionArn,
      resourceType: 'Custom::CreditPackages',
      properties: {
        SeedHash: createHash('sha256').update(JSON.stringify(CREDIT_PACKAGE_SEED)).digest('hex'),
        PriceIdOverrides: JSON.stringify(props.stripePriceIds),
      },
    });
    packages.node.addDependency(seeder);
  }
}
