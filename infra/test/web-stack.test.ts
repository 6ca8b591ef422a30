import { runInNewContext } from 'node:vm';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { nonApiPathPatterns } from '../lib/context-needs';
import { SPA_REWRITE_FUNCTION } from '../lib/stacks/web-stack';
import {
  FIXTURE_WEB_DIST,
  resourcesOf,
  synthesize,
  type SynthesizedApp,
  type TemplateJson,
  type TemplateResource,
} from './support/synth';

/** Runs the CloudFront Function's code on a viewer request for `uri`; returns the rewritten uri. */
function rewrite(uri: string): string {
  const handler = runInNewContext(`${SPA_REWRITE_FUNCTION}; handler`) as (event: unknown) => { uri: string };
  return handler({ request: { uri, method: 'GET', headers: {} } }).uri;
}

describe('web stack', () => {
  let app: SynthesizedApp;
  let distribution: TemplateJson;
  beforeAll(() => {
    app = synthesize({ context: { deployWeb: 'false' } });
    distribution = Object.values(resourcesOf(app.templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig;
  });

  it('keeps the web bucket private: public access blocked, TLS only', () => {
    for (const bucket of Object.values(resourcesOf(app.templates.web, 'AWS::S3::Bucket'))) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    app.templates.web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('reads the bucket through an origin access control, granted to this distribution only', () => {
    app.templates.web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    const s3Origin = distribution.Origins.find((o: Record<string, unknown>) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Id'] });
    app.templates.web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('falls back to /index.html for app routes with a viewer-request function on the web behaviour', () => {
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] } },
    ]);
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/via/inprogress')).toBe('/index.html');
    expect(rewrite('/hierarchy/statement')).toBe('/index.html');
    expect(rewrite('/assets/index-3f2a1b.js')).toBe('/assets/index-3f2a1b.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });

  it("does not turn the API's own 403 and 404 answers into the HTML page (no distribution error responses)", () => {
    expect(distribution.CustomErrorResponses).toBeUndefined();
    for (const behavior of distribution.CacheBehaviors) expect(behavior.FunctionAssociations).toBeUndefined();
  });

  it('sends /api/* and the non-/api contract paths to the HTTP API, uncached, all methods', () => {
    const apiOrigin = distribution.Origins.find((o: Record<string, unknown>) => o.CustomOriginConfig);
    expect(apiOrigin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    const patterns = distribution.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern).sort();
    expect(patterns).toEqual(['/api/*', ...nonApiPathPatterns()].sort());
    expect(patterns).toContain('/users/*/login');
    for (const behavior of distribution.CacheBehaviors) {
      expect(behavior).toMatchObject({
        TargetOriginId: apiOrigin.Id,
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
        ViewerProtocolPolicy: 'https-only',
      });
    }
  });

  it('adds security headers (HSTS, nosniff, frame denial, CSP) to every response', () => {
    app.templates.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31536000 }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'self'"),
          }),
        }),
      },
    });
    const policyIds = [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors].map(
      (b) => b.ResponseHeadersPolicyId,
    );
    expect(new Set(policyIds.map((id) => JSON.stringify(id))).size).toBe(1);
    expect(policyIds[0]).toEqual({ Ref: expect.any(String) });
  });

  it('writes standard logs and redirects HTTP to HTTPS', () => {
    expect(distribution.Logging).toMatchObject({
      Bucket: { 'Fn::GetAtt': [expect.any(String), 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
    expect(distribution.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('uploads the built web app only when it is asked for (deployWeb)', () => {
    app.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 0);
    const deployed = synthesize({ context: { deployWeb: 'true', webDist: FIXTURE_WEB_DIST } });
    deployed.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 2);
    deployed.templates.web.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['index.html'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
  });

  it('serves a custom domain with its certificate and TLS 1.2 (2021) when one is given', () => {
    const custom = synthesize({
      context: {
        domainName: 'portfolio.example.edu',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/x',
      },
    });
    const config = Object.values(resourcesOf(custom.templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig as TemplateResource['Properties'];
    expect(config.Aliases).toEqual(['portfolio.example.edu']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/x',
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });
});
