import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '@tessera/functions/lib/http/origin-guard';
import { contracts as allContracts, type Contract } from '@tessera/shared';
import type { TesseraConfig } from '../config';
import { nonApiPathPatterns } from '../context-needs';
import { acknowledgeGeneratedRoleWildcards } from '../grants';
import { platformBucketName } from '../names';
import { originSecretReference } from './api-stack';
import { EDGE_REGION, webAclParameterName } from './edge-stack';

export interface WebStackProps extends StackProps {
  readonly config: TesseraConfig;
  /** Host of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`), the origin of the API behaviours. */
  readonly apiDomainName: string;
  /** `https://<id>.cloudfront.net`: the data stack's downloads distribution, where files are read from. */
  readonly downloadsOrigin: string;
  /** The routed contracts (default: all), for the non-/api path behaviours. */
  readonly contracts?: readonly Contract[];
}

/**
 * Rewrites every path that is not a file (no dot in its last segment) to /index.html, so deep links of the
 * single-page app load the app. A CloudFront Function on the web behaviour only, rather than distribution
 * error responses (403/404 → /index.html), because those would also turn the API's own 403/404 JSON
 * answers into the HTML page.
 */
export const SPA_REWRITE_FUNCTION = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** The exact origins the browser talks to besides the site itself (ADR 0007). */
export interface CspOrigins {
  /** `https://cognito-idp.<region>.amazonaws.com`: sign-in, token refresh and revocation. */
  readonly cognito: string;
  /** `https://<uploads bucket>.s3.<region>.amazonaws.com`: presigned POST uploads. */
  readonly uploads: string;
  /** `https://<id>.cloudfront.net`: presigned GETs of uploads, served with nosniff (ADR 0019). */
  readonly downloads: string;
}

/**
 * Content security policy of the web app (ADR 0007): scripts and styles from the site only (inline styles
 * for the editors). The API is on the site's own origin (CloudFront sends /api/* to it), so 'self' is the
 * exact API origin; the browser also calls Cognito's regional endpoint and posts files to the uploads bucket,
 * and shows images and media from the downloads distribution in front of it (and images from any https: host:
 * from-web multimedia images, ADR 0022). Frames stay open to https: (embedded videos, LTI tools, the document
 * preview's PDF from the downloads distribution);
 * only the site itself may frame its pages. `<object>` stays off (the preview uses a frame).
 */
export function contentSecurityPolicy(origins: CspOrigins): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // https: for the multimedia component's images from the web (spec 1 §5; ADR 0022): images only, fetched
    // without a referrer; connect-src stays exact, so a script still cannot send data out.
    `img-src 'self' data: blob: ${origins.downloads} https:`,
    `media-src 'self' blob: ${origins.downloads}`,
    "font-src 'self' data:",
    // The uploads bucket for the presigned POST; the downloads origin for the text preview's read.
    `connect-src 'self' ${origins.cognito} ${origins.uploads} ${origins.downloads}`,
    // https: covers the downloads origin too: the document preview frames a PDF from its presigned inline link.
    "frame-src 'self' https:",
    "form-action 'self'",
    // The site frames its own pages (the composer's portfolio viewer, the template theme preview); no other
    // site may frame it (docs/adr/0019 "Document preview").
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The uploads bucket's CORS rule: exactly the web origin may POST (presigned POST) and read. */
export function uploadsCorsRule(webOrigin: string) {
  return {
    AllowedMethods: ['POST', 'GET', 'HEAD'],
    AllowedOrigins: [webOrigin],
    AllowedHeaders: ['*'],
    ExposeHeaders: ['ETag', 'Location'],
    MaxAgeSeconds: 3000,
  };
}

/**
 * The web app: a private bucket served by CloudFront through origin access control, the SPA fallback, the
 * API on the same origin (`/api/*` and the spec's non-/api paths such as `/users/* /login`), security
 * headers, standard logs. Uploads `web/dist` when it has been built (context deployWeb, see README).
 */
export class WebStack extends Stack {
  readonly bucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  private acknowledgedProvider = false;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    const production = config.environment === 'production';
    const uploadsBucketName = platformBucketName('uploads', config.environment);
    const cspOrigins: CspOrigins = {
      cognito: `https://cognito-idp.${this.region}.${this.urlSuffix}`,
      uploads: `https://${uploadsBucketName}.s3.${this.region}.${this.urlSuffix}`,
      downloads: props.downloadsOrigin,
    };
    const removalPolicy = production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    // CloudFront standard logs are delivered with ACLs, so this bucket keeps object writer ownership.
    this.logsBucket = new s3.Bucket(this, 'LogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(production ? 365 : 30) }],
      removalPolicy,
    });

    this.bucket = new s3.Bucket(this, 'WebBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'web-bucket/',
      removalPolicy,
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_FUNCTION),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Single-page app fallback: non-file paths load /index.html',
    });

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Tessera security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        // SAMEORIGIN, as frame-ancestors 'self': the portfolio viewer frames the site's own reference viewer.
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.SAMEORIGIN, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(cspOrigins), override: true },
      },
    });

    // The origin guard (ADR 0007): the API serves only requests that carry this secret header. CloudFront
    // replaces a viewer's header of the same name, so a viewer cannot supply or learn it.
    const apiOrigin = new origins.HttpOrigin(props.apiDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecretReference(config, config.originSecretGeneration) },
    });
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // API Gateway needs its own Host header; with caching disabled this policy forwards Authorization.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      compress: true,
    };
    const additionalBehaviors: Record<string, cloudfront.BehaviorOptions> = { '/api/*': apiBehavior };
    for (const pattern of nonApiPathPatterns(props.contracts ?? allContracts))
      additionalBehaviors[pattern] = apiBehavior;

    const certificate = config.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Tessera ${config.environment}`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      ...(certificate && config.domainName
        ? {
            certificate,
            domainNames: [config.domainName],
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      ...(config.waf ? { webAclId: this.readWebAclArn(config) } : {}),
    });

    const webOrigin = config.domainName
      ? `https://${config.domainName}`
      : `https://${this.distribution.distributionDomainName}`;
    this.setUploadsCors(uploadsBucketName, webOrigin);

    const nagReasons: { id: string; reason: string }[] = [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Tessera serves institutions and their students worldwide; there is no country to exclude.',
      },
    ];
    if (!config.waf) {
      nagReasons.push({
        id: 'AwsSolutions-CFR2',
        reason:
          'Deployed with -c waf=false (a throwaway environment): no per-IP rate limit; the API keeps its JWT authorizer, per-route throttles and origin guard (ADR 0007).',
      });
    }
    if (!certificate) {
      nagReasons.push({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a domain the distribution uses the default *.cloudfront.net certificate, whose viewer policy CloudFront fixes at TLSv1; deploying with -c domainName and -c certificateArn sets TLSv1.2_2021.',
      });
    }
    Validations.of(this.distribution).acknowledge(...nagReasons);

    if (config.deployWeb) this.deployWebApp(config.webDistDir);

    new CfnOutput(this, 'WebUrl', {
      value: config.domainName ? `https://${config.domainName}` : `https://${this.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
  }

  /**
   * The web ACL's ARN from the edge stack's SSM parameter in us-east-1 (ADR 0007), read at deploy time by a
   * CDK AwsCustomResource: CloudFront needs a us-east-1 ACL, and a CloudFormation stack cannot import across
   * regions.
   */
  private readWebAclArn(config: TesseraConfig): string {
    const name = webAclParameterName(config);
    const reader = new cr.AwsCustomResource(this, 'WebAclArnReader', {
      onUpdate: {
        service: 'SSM',
        action: 'getParameter',
        parameters: { Name: name },
        region: EDGE_REGION,
        physicalResourceId: cr.PhysicalResourceId.of(name),
      },
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({
          actions: ['ssm:GetParameter'],
          resources: [`arn:${this.partition}:ssm:${EDGE_REGION}:${this.account}:parameter${name}`],
        }),
      ]),
      installLatestAwsSdk: false,
    });
    this.acknowledgeCustomResourceProvider();
    return reader.getResponseField('Parameter.Value');
  }

  /**
   * CORS of the uploads bucket (data stack): exactly the web origin. Its CloudFront host name only exists once
   * this stack is deployed, and the data stack cannot depend on this one, so the rule is put from here at
   * deploy time (PutBucketCors replaces the bucket's whole CORS configuration; the data stack sets none).
   */
  private setUploadsCors(bucketName: string, webOrigin: string): void {
    const bucketArn = `arn:${this.partition}:s3:::${bucketName}`;
    new cr.AwsCustomResource(this, 'UploadsCors', {
      onUpdate: {
        service: 'S3',
        action: 'putBucketCors',
        parameters: { Bucket: bucketName, CORSConfiguration: { CORSRules: [uploadsCorsRule(webOrigin)] } },
        physicalResourceId: cr.PhysicalResourceId.of(`${bucketName}-cors`),
      },
      onDelete: { service: 'S3', action: 'deleteBucketCors', parameters: { Bucket: bucketName } },
      // Both PutBucketCors and DeleteBucketCors are authorised by s3:PutBucketCORS.
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [bucketArn] }),
      ]),
      installLatestAwsSdk: false,
    });
    this.acknowledgeCustomResourceProvider();
  }

  /** The one Lambda behind every AwsCustomResource of this stack (a CDK singleton) and its role. */
  private acknowledgeCustomResourceProvider(): void {
    const id = `AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`;
    const provider = this.node.tryFindChild(id) as lambda.Function | undefined;
    if (!provider || this.acknowledgedProvider) return;
    this.acknowledgedProvider = true;
    const reason =
      'CDK AwsCustomResource provider: one SDK call at deploy time (PutBucketCors on the uploads bucket, GetParameter of the web ACL ARN), each allowed by its own explicit statement; the function, its runtime and its basic execution role are generated by aws-cdk-lib.';
    Validations.of(provider).acknowledge({ id: 'AwsSolutions-L1', reason });
    Validations.of(provider.role!).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason,
    });
  }

  /** Hashed assets are immutable; index.html is revalidated so a deploy is seen at once. */
  private deployWebApp(webDistDir: string): void {
    const source = s3deploy.Source.asset(webDistDir);
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['index.html'],
      // Keep the previous build's chunks: open tabs still load them after a deploy.
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
    const index = new s3deploy.BucketDeployment(this, 'DeployIndex', {
      sources: [source],
      destinationBucket: this.bucket,
      include: ['index.html'],
      exclude: ['*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      memoryLimit: 512,
    });
    index.node.addDependency(assets);
    // Both deployments share one singleton handler function and role.
    this.acknowledgeDeploymentFindings(assets);
  }

  /** The CDK-provided BucketDeployment custom resource's own function and role. */
  private acknowledgeDeploymentFindings(deployment: s3deploy.BucketDeployment): void {
    const role = deployment.handlerRole as iam.Role;
    const reason =
      'CDK BucketDeployment custom resource: it copies the built web app from the CDK asset bucket into the web bucket at deploy time; its permissions are CDK-generated and scoped to those two buckets.';
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason,
    });
    acknowledgeGeneratedRoleWildcards(role, reason);
    const handler = this.node.findAll().find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-L1',
        reason: 'The runtime of the CDK BucketDeployment handler is chosen by aws-cdk-lib, not by us.',
      });
    }
  }
}
