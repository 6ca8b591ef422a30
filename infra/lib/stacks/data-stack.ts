import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { UPLOAD_STATE_TAG } from '@tessera/functions/adapters/upload-tags';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '@tessera/functions/db/table-definition';
import { SCHEDULED_EXTRACT_RETENTION_DAYS } from '@tessera/shared';
import type { TesseraConfig } from '../config';
import { platformBucketName } from '../names';

export interface DataStackProps extends StackProps {
  readonly config: TesseraConfig;
}

/**
 * The single table (docs/architecture.md §5) and the two private buckets (uploads, extracts), plus the bucket
 * that receives their server access logs, and the distribution that serves the uploads' download links.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly uploadsBucket: s3.Bucket;
  readonly extractsBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;
  readonly downloadsDistribution: cloudfront.Distribution;
  /** `https://<id>.cloudfront.net`: where download links of uploads are served (functions' DOWNLOADS_ORIGIN). */
  readonly downloadsOrigin: string;

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
    // One index more per deploy at most on an existing table (config.ts `tableIndexes`): DynamoDB refuses an
    // update creating two, and CloudFormation sends the whole list in one.
    for (const index of TABLE_INDEXES.slice(0, props.config.tableIndexes)) {
      const projection: dynamodb.GlobalSecondaryIndexProps =
        index.projection.type === 'all'
          ? { indexName: index.indexName, projectionType: dynamodb.ProjectionType.ALL }
          : {
              indexName: index.indexName,
              projectionType: dynamodb.ProjectionType.INCLUDE,
              nonKeyAttributes: [...index.projection.attributes],
            };
      this.table.addGlobalSecondaryIndex({
        ...projection,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
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
        // An import's chunks and error report (imports/<orgId>/runs/…, docs/adr/0029): the error report's link
        // is offered for a month; chunks left by a run that never finished go with it.
        { id: 'expire-import-runs', prefix: 'imports/', expiration: Duration.days(30) },
        ...(production ? [{ id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30) }] : []),
      ],
    });

    this.downloadsDistribution = this.createDownloadsDistribution(this.uploadsBucket);
    this.downloadsOrigin = `https://${this.downloadsDistribution.distributionDomainName}`;

    this.extractsBucket = new s3.Bucket(this, 'ExtractsBucket', {
      ...bucketDefaults,
      bucketName: platformBucketName('extracts', props.config.environment),
      versioned: false,
      serverAccessLogsPrefix: 'extracts/',
      // Extract files are fetched through short-lived presigned links (docs/architecture.md §7). One made by hand
      // (extracts/…) is kept 90 days; a schedule's runs (schedules/…) SCHEDULED_EXTRACT_RETENTION_DAYS, so a
      // daily schedule keeps its last 35 files, not 90 (ADR 0032 "Schedules"). Parts of an upload a killed
      // consumer never completed nor aborted go after a day.
      lifecycleRules: [
        { id: 'expire-extracts', prefix: 'extracts/', expiration: Duration.days(90) },
        {
          id: 'expire-scheduled-extracts',
          prefix: 'schedules/',
          expiration: Duration.days(SCHEDULED_EXTRACT_RETENTION_DAYS),
        },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }
  /**
   * The uploads' download links go through this distribution (docs/adr/0019, issue 21): S3 cannot store or send
   * `X-Content-Type-Options: nosniff` (an object's settable headers are Content-Type, Content-Disposition,
   * Cache-Control, Content-Encoding, Content-Language and Expires), so the header comes from a response headers
   * policy on the serving path. The links stay S3 presigned GETs, signed for the bucket's own host: CloudFront
   * sends them on to the bucket with that Host, every query string (the signature and the response-content-type
   * and response-content-disposition overrides) and the viewer's Range and Origin headers (video seeking, the
   * CORS read of the text preview), caching nothing. There is deliberately no origin access control: it would
   * sign the request itself in place of the link's signature; the bucket stays private, so only signed links
   * are served. The uploads themselves still go straight to the bucket (presigned POST).
   */
  private createDownloadsDistribution(bucket: s3.IBucket): cloudfront.Distribution {
    const headers = new cloudfront.ResponseHeadersPolicy(this, 'DownloadsHeaders', {
      comment: 'Tessera downloads: nosniff on every stored file',
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override: true },
      },
    });
    const distribution = new cloudfront.Distribution(this, 'DownloadsDistribution', {
      comment: 'Tessera downloads: presigned GETs of the uploads bucket',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withBucketDefaults(bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        // S3 checks the link's signature against its own Host, so the viewer's Host is not sent on.
        originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: headers,
      },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
    });
    Validations.of(distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Tessera serves institutions and their students worldwide; there is no country to exclude.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'Every request must carry a presigned S3 signature, valid 15 minutes to an hour, which S3 checks; the files are the users’ own, fetched one by one. A web ACL would only count requests S3 already refuses.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'Nothing is cached: every request reaches the uploads bucket, whose server access logs (the access logs bucket, prefix uploads/) record each download with its requester and key.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate, whose viewer policy CloudFront fixes at TLSv1; the links are only handed out over the site’s own TLS 1.2 connection.',
      },
      {
        id: 'AwsSolutions-CFR7',
        reason:
          'No origin access control on purpose: it would sign each request itself in place of the presigned link’s signature, serving any key to anyone. The bucket blocks public access, so only links the functions signed are served.',
      },
    );
    return distribution;
  }
}
