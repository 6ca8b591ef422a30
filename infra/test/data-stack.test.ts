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
          Projection: { ProjectionType: 'ALL' },
        }),
      ),
      BillingMode: 'PAY_PER_REQUEST',
    });
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
});
