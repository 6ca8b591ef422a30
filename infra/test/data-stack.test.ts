import { SCHEDULED_EXTRACT_RETENTION_DAYS } from '@tessera/shared';
import { Match } from 'aws-cdk-lib/assertions';
import { UPLOAD_STATE_TAG } from '@tessera/functions/adapters/upload-tags';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '@tessera/functions/db/table-definition';
import { resourcesOf, synthesize, type SynthesizedApp } from './support/synth';

describe('data stack', () => {
  let test: SynthesizedApp;
  let production: SynthesizedApp;
  beforeAll(() => {
    test = synthesize({ context: { environment: 'test' } });
    production = synthesize({ context: { environment: 'production' } });
  });

  it('creates the single table with the keys and indexes of functions/src/db/table-definition.ts', () => {
    test.templates.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    test.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) =>
        Match.objectLike({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection:
            index.projection.type === 'all'
              ? { ProjectionType: 'ALL' }
              : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection.attributes] },
        }),
      ),
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('keeps the library indexes to the listing attributes, within DynamoDB’s 100 projected attributes a table', () => {
    const projected = TABLE_INDEXES.flatMap((index) =>
      index.projection.type === 'include' ? index.projection.attributes : [],
    );
    expect(projected.length).toBeLessThanOrEqual(100);
    for (const index of TABLE_INDEXES.filter((i) => i.projection.type === 'include')) {
      expect(index.projection).not.toEqual(
        expect.objectContaining({ attributes: expect.arrayContaining(['definition']) }),
      );
    }
  });

  it('adds only the first tableIndexes indexes, so an older table gains one per deploy', () => {
    const stepped = synthesize({ context: { environment: 'test', tableIndexes: '3' } });
    const table = Object.values(resourcesOf(stepped.templates.data, 'AWS::DynamoDB::Table'))[0];
    expect(table?.Properties.GlobalSecondaryIndexes.map((index: { IndexName: string }) => index.IndexName)).toEqual(
      TABLE_INDEXES.slice(0, 3).map((index) => index.indexName),
    );
  });

  it('turns on point-in-time recovery, the ttl attribute and encryption', () => {
    test.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('protects the production table from deletion and retains it, but not the test one', () => {
    production.templates.data.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
      DeletionPolicy: 'Retain',
    });
    test.templates.data.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
      DeletionPolicy: 'Delete',
    });
  });

  it('keeps hand-made extracts 90 days and scheduled ones SCHEDULED_EXTRACT_RETENTION_DAYS, and drops abandoned parts', () => {
    const buckets = resourcesOf(test.templates.data, 'AWS::S3::Bucket');
    const extracts = Object.values(buckets).find((bucket) =>
      JSON.stringify(bucket.Properties.BucketName ?? '').includes('extracts'),
    );
    expect(extracts?.Properties.LifecycleConfiguration.Rules).toEqual([
      { Id: 'expire-extracts', Prefix: 'extracts/', ExpirationInDays: 90, Status: 'Enabled' },
      {
        Id: 'expire-scheduled-extracts',
        Prefix: 'schedules/',
        ExpirationInDays: SCHEDULED_EXTRACT_RETENTION_DAYS,
        Status: 'Enabled',
      },
      { Id: 'abort-incomplete-uploads', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' },
    ]);
  });

  it('blocks all public access and encrypts every bucket', () => {
    const buckets = Object.values(resourcesOf(test.templates.data, 'AWS::S3::Bucket'));
    expect(buckets).toHaveLength(3); // uploads, extracts, access logs
    for (const bucket of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
  });

  it('denies every request to every bucket that does not use TLS', () => {
    const buckets = Object.keys(resourcesOf(test.templates.data, 'AWS::S3::Bucket'));
    const policies = Object.values(resourcesOf(test.templates.data, 'AWS::S3::BucketPolicy'));
    for (const logicalId of buckets) {
      const policy = policies.find((p) => p.Properties.Bucket?.Ref === logicalId);
      expect(policy?.Properties.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      );
    }
  });

  it('names the uploads and extracts buckets per environment so other stacks address them without exports', () => {
    test.templates.data.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: {
        'Fn::Join': ['', ['tessera-test-uploads-', { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]],
      },
    });
    production.templates.data.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: {
        'Fn::Join': ['', ['tessera-production-extracts-', { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]],
      },
    });
  });

  it('sets no CORS rule on any bucket: the web stack puts exactly the web origin on uploads (ADR 0007)', () => {
    for (const app of [test, production]) {
      for (const bucket of Object.values(resourcesOf(app.templates.data, 'AWS::S3::Bucket'))) {
        expect(bucket.Properties.CorsConfiguration).toBeUndefined();
      }
    }
  });

  it('sends the uploads and extracts server access logs to the access log bucket', () => {
    const buckets = resourcesOf(test.templates.data, 'AWS::S3::Bucket');
    const logged = Object.values(buckets).filter((b) => b.Properties.LoggingConfiguration);
    expect(logged.map((b) => b.Properties.LoggingConfiguration.LogFilePrefix).sort()).toEqual([
      'extracts/',
      'uploads/',
    ]);
  });

  it('expires uploads never admitted: objects still tagged state=pending go after a day (ADR 0019)', () => {
    for (const app of [test, production]) {
      app.templates.data.hasResourceProperties('AWS::S3::Bucket', {
        BucketName: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('-uploads-$')])] }),
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({
              Id: 'expire-unadmitted-uploads',
              Status: 'Enabled',
              ExpirationInDays: 1,
              TagFilters: [{ Key: UPLOAD_STATE_TAG.key, Value: UPLOAD_STATE_TAG.pending }],
            }),
          ]),
        },
      });
    }
  });

  it('expires an import run’s chunks and error report a month after they were written (docs/adr/0029)', () => {
    for (const app of [test, production]) {
      app.templates.data.hasResourceProperties('AWS::S3::Bucket', {
        BucketName: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('-uploads-$')])] }),
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({ Id: 'expire-import-runs', Status: 'Enabled', Prefix: 'imports/', ExpirationInDays: 30 }),
          ]),
        },
      });
    }
  });

  // Issue 21 (probe finding 1): S3 cannot send X-Content-Type-Options, so download links go through a
  // distribution whose response headers policy does; the links stay S3's own presigned GETs.
  it('serves download links through a distribution that adds nosniff and passes every link on to the bucket unsigned by itself', () => {
    test.templates.data.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({ ContentTypeOptions: { Override: true } }),
      }),
    });
    const distributions = Object.values(resourcesOf(test.templates.data, 'AWS::CloudFront::Distribution'));
    expect(distributions).toHaveLength(1);
    const config = distributions[0]!.Properties.DistributionConfig;
    const behaviour = config.DefaultCacheBehavior;
    expect(behaviour.ViewerProtocolPolicy).toBe('https-only');
    expect(behaviour.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS']);
    // Caching disabled, and every viewer header but Host with every query string: the presigned signature and
    // the response-content-type / response-content-disposition overrides reach S3 as signed.
    expect(behaviour.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    expect(behaviour.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
    expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/^DownloadsHeaders/) });
    const [origin] = config.Origins;
    expect(origin.DomainName).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^UploadsBucket/), 'RegionalDomainName'],
    });
    // No origin access control: it would replace the link's own signature with CloudFront's.
    expect(origin.OriginAccessControlId).toBeUndefined();
  });
});
