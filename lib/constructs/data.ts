import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { INDEXES, TABLE_KEYS } from '../../functions/db/table';
import type { StageConfig } from '../config';

const str = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

/**
 * The one table, shaped by functions/db/table.ts (the same source builds the local table), and
 * the stream its consumers read (notifications fan-out, live updates).
 */
export class Data extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: { config: StageConfig }) {
    super(scope, id);
    const { config } = props;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: str(TABLE_KEYS.partitionKey),
      sortKey: str(TABLE_KEYS.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: config.deletionProtection,
      removalPolicy: config.removalPolicy,
    });
    for (const index of INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: str(index.partitionKey),
        sortKey: str(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }
}

/**
 * Avatars and identity documents, uploaded by the browser with presigned POSTs: private, never
 * served publicly, TLS only; CORS admits only the site's origins.
 */
export class Uploads extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: { config: StageConfig; allowedOrigins: string[] }) {
    super(scope, id);
    // dev can be torn down in one go; prod keeps the files (RETAIN).
    const destroy = props.config.removalPolicy === RemovalPolicy.DESTROY;
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      cors: [
        {
          allowedOrigins: props.allowedOrigins,
          allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.POST, s3.HttpMethods.GET],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: props.config.removalPolicy,
      autoDeleteObjects: destroy,
    });
  }
}
