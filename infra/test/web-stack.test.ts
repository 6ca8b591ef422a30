import { runInNewContext } from 'node:vm';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { ORIGIN_VERIFY_HEADER } from '@tessera/functions/lib/http/origin-guard';
import { nonApiPathPatterns } from '../lib/context-needs';
import { SPA_REWRITE_FUNCTION } from '../lib/stacks/web-stack';
import {
  FIXTURE_WEB_DIST,
  renderCfn,
  resourcesOf,
  synthesize,
  type SynthesizedApp,
  type TemplateJson,
  type TemplateResource,
} from './support/synth';

const domainContext = {
  domainName: 'portfolio.example.edu',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/x',
};

/** The uploads bucket's host as the web stack synthesizes it (account and region are pseudo parameters). */
const UPLOADS_ORIGIN = 'https://tessera-test-uploads-${AWS::AccountId}-${AWS::Region}.s3.eu-west-1.${AWS::URLSuffix}';

function distributionConfig(app: SynthesizedApp): TemplateJson {
  return Object.values(resourcesOf(app.templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties
    .DistributionConfig;
}

/** The SDK call of one of the web stack's AwsCustomResources (its `Update` JSON, tokens rendered). */
function sdkCall(app: SynthesizedApp, idPrefix: string): TemplateJson {
  const [, resource] = Object.entries(resourcesOf(app.templates.web, 'Custom::AWS')).find(([id]) =>
    id.startsWith(idPrefix),
  )!;
  return JSON.parse(renderCfn(resource.Properties.Update));
}

/** The CSP as a map of directive to its sources. */
function cspOf(app: SynthesizedApp): Record<string, string[]> {
  const policy = Object.values(resourcesOf(app.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!.Properties
    .ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
  return Object.fromEntries(
    renderCfn(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

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

  it('adds security headers (HSTS, nosniff, framing by the site only, CSP) to every response', () => {
    app.templates.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31536000 }),
          ContentTypeOptions: { Override: true },
          // The portfolio viewer frames the site's own reference viewer; no other site may frame it.
          FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
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
    const custom = synthesize({ context: domainContext });
    const config = Object.values(resourcesOf(custom.templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig as TemplateResource['Properties'];
    expect(config.Aliases).toEqual(['portfolio.example.edu']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/x',
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });

  it('limits the CSP to the site (which serves the API), Cognito’s regional endpoint, the uploads bucket and the downloads distribution', () => {
    const csp = cspOf(app);
    const downloads = csp['media-src']?.[2] as string;
    // The data stack's downloads distribution (ADR 0019, issue 21: files are read through it, with nosniff).
    expect(downloads).toMatch(/^https:\/\/\$\{import:.*DownloadsDistribution.*DomainName.*\}$/);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://cognito-idp.eu-west-1.${AWS::URLSuffix}',
      UPLOADS_ORIGIN,
      downloads,
    ]);
    // From-web multimedia images (ADR 0022): any https: image host, nothing wider (no http:, no wildcard elsewhere).
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', downloads, 'https:']);
    expect(csp['media-src']).toEqual(["'self'", 'blob:', downloads]);
    // The document preview frames a PDF from the downloads distribution (covered by https:), never through <object>;
    // only the site frames its own pages (the portfolio viewer).
    expect(csp['frame-src']).toEqual(["'self'", 'https:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    const everySource = Object.values(csp).flat();
    expect(everySource).not.toContain('https:'.concat('//*.amazonaws.com'));
    expect(csp['img-src']).not.toContain('http:');
    expect(csp['connect-src']).not.toContain('https:');
    expect(csp['connect-src']?.filter((source) => source.includes('*'))).toEqual([]);
  });

  it('lets exactly the distribution’s origin use the uploads bucket (CORS put on the bucket at deploy time)', () => {
    const call = sdkCall(app, 'UploadsCors');
    expect(call).toMatchObject({
      service: 'S3',
      action: 'putBucketCors',
      parameters: { Bucket: 'tessera-test-uploads-${AWS::AccountId}-${AWS::Region}' },
    });
    const distributionId = Object.keys(resourcesOf(app.templates.web, 'AWS::CloudFront::Distribution'))[0]!;
    expect(call.parameters.CORSConfiguration.CORSRules).toEqual([
      expect.objectContaining({
        AllowedOrigins: [`https://\${${distributionId}.DomainName}`],
        AllowedMethods: ['POST', 'GET', 'HEAD'],
      }),
    ]);
    const policies = Object.values(resourcesOf(app.templates.web, 'AWS::IAM::Policy')).map((p) =>
      p.Properties.PolicyDocument.Statement.map((st: TemplateJson) => [st.Action, renderCfn(st.Resource)]),
    );
    expect(policies).toContainEqual([
      ['s3:PutBucketCORS', 'arn:${AWS::Partition}:s3:::tessera-test-uploads-${AWS::AccountId}-${AWS::Region}'],
    ]);
  });

  it('lets exactly the custom domain use the uploads bucket when one is configured', () => {
    const custom = synthesize({ context: domainContext });
    expect(sdkCall(custom, 'UploadsCors').parameters.CORSConfiguration.CORSRules[0].AllowedOrigins).toEqual([
      'https://portfolio.example.edu',
    ]);
  });

  it('sends the origin-guard secret header to the API origin only, from Secrets Manager', () => {
    const origins = distributionConfig(app).Origins as TemplateJson[];
    const apiOrigin = origins.find((o) => o.CustomOriginConfig);
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY_HEADER,
        HeaderValue: '{{resolve:secretsmanager:tessera/test/origin-verify/1:SecretString:::}}',
      },
    ]);
    expect(origins.find((o) => o.S3OriginConfig).OriginCustomHeaders).toBeUndefined();
    const rotated = synthesize({ context: { originSecretGeneration: '2' } });
    const rotatedApi = (distributionConfig(rotated).Origins as TemplateJson[]).find((o) => o.CustomOriginConfig);
    expect(rotatedApi.OriginCustomHeaders[0].HeaderValue).toBe(
      '{{resolve:secretsmanager:tessera/test/origin-verify/2:SecretString:::}}',
    );
  });

  it('attaches the us-east-1 web ACL, read from the edge stack’s SSM parameter at deploy time', () => {
    const readerId = Object.keys(resourcesOf(app.templates.web, 'Custom::AWS')).find((id) =>
      id.startsWith('WebAclArnReader'),
    );
    expect(distributionConfig(app).WebACLId).toEqual({ 'Fn::GetAtt': [readerId, 'Parameter.Value'] });
    expect(sdkCall(app, 'WebAclArnReader')).toMatchObject({
      service: 'SSM',
      action: 'getParameter',
      region: 'us-east-1',
      parameters: { Name: '/tessera/test/edge/web-acl-arn' },
    });
    expect(app.web.dependencies.map((stack) => stack.stackName)).toContain('tessera-test-edge');
  });

  it('has no web ACL, no edge stack and no reader with waf=false', () => {
    const without = synthesize({ context: { waf: 'false' } });
    expect(distributionConfig(without).WebACLId).toBeUndefined();
    expect(without.edge).toBeUndefined();
    expect(
      Object.keys(resourcesOf(without.templates.web, 'Custom::AWS')).filter((id) => id.startsWith('WebAcl')),
    ).toEqual([]);
  });
});
