import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { UPLOAD_STATE_TAG } from '@tessera/functions/adapters/upload-tags';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '@tessera/functions/db/table-definition';
import type { TesseraConfig } from '../config';
import { platformBucketName } from '../names';

export interface DataStackProps extends StackProps {
  readonly config: TesseraConfig;
}

/**
 * The single table (docs/architecture.md §5) and the two private buckets (uploads, extracts), plus the bucket
 * that receives their server access logs.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly uploadsBucket: s3.Bucket;
  readonly extractsBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const production = props.config.environment === 'production';
    const removalPolicy = production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: production,
      removalPolicy,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.accessLogsBucket = new s3.Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // S3 server access logging only delivers to SSE-S3 buckets.
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(production ? 365 : 30) }],
      removalPolicy,
    });

    const bucketDefaults: s3.BucketProps = {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: production,
      serverAccessLogsBucket: this.accessLogsBucket,
      removalPolicy,
    };

    this.uploadsBucket = new s3.Bucket(this, 'UploadsBucket', {
      ...bucketDefaults,
      bucketName: platformBucketName('uploads', props.config.environment),
      serverAccessLogsPrefix: 'uploads/',
      // The browser POSTs files straight to this bucket (presigned POST) and reads them back (presigned GET):
      // its CORS rule names exactly the web origin, which the web stack puts at deploy time (ADR 0007).
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Uploads arrive tagged state=pending (the POST policy requires it) and admission re-tags them admitted:
        // one never admitted goes after a day (ADR 0019; locally the admission timeout does this).
        {
          id: 'expire-unadmitted-uploads',
          tagFilters: { [UPLOAD_STATE_TAG.key]: UPLOAD_STATE_TAG.pending },
          expiration: Duration.days(1),
        },
        ...(production ? [{ id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30) }] : []),
      ],
    });

    this.extractsBucket = new s3.Bucket(this, 'ExtractsBucket', {
      ...bucketDefaults,
      bucketName: platformBucketName('extracts', props.config.environment),
      versioned: false,
      serverAccessLogsPrefix: 'extracts/',
      // Extract files are fetched through short-lived presigned links (docs/architecture.md §7); keep them a while.
      lifecycleRules: [{ id: 'expire-extracts', expiration: Duration.days(90) }],
    });
  }
}
