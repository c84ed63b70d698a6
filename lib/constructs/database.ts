import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_KEY_SCHEMA } from '../../lambdas/data/table-schema';

export interface DatabaseProps {
  /** Production keeps the table on stack deletion and refuses to delete it. */
  production: boolean;
}

/** The single table, keyed exactly as the local stack's (one key schema for both). */
export class Database extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DatabaseProps) {
    super(scope, id);
    const stringKey = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(TABLE_KEY_SCHEMA.partitionKey),
      sortKey: stringKey(TABLE_KEY_SCHEMA.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_KEY_SCHEMA.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.production,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of TABLE_KEY_SCHEMA.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
      });
    }
  }

  /** ARNs of the table and each of its indexes, spelled out so grants need no `index/*` wildcard. */
  get resourceArns(): string[] {
    return [
      this.table.tableArn,
      ...TABLE_KEY_SCHEMA.globalSecondaryIndexes.map((index) => `${this.table.tableArn}/index/${index.indexName}`),
    ];
  }
}
