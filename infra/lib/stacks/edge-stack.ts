import { Stack, type StackProps } from 'aws-cdk-lib';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { contracts, type Contract } from '@tessera/shared';
import type { TesseraConfig } from '../config';
import { nonApiPathPatterns } from '../context-needs';

/** CloudFront web ACLs live in us-east-1 whatever the region of the rest of the platform. */
export const EDGE_REGION = 'us-east-1';

/**
 * Requests per client IP in any 5-minute window before the WAF answers 429 (ADR 0007). A whole campus can sit
 * behind one NAT address, so the limits are per address, not per person: `api` allows a few hundred busy users
 * behind one address and stops a single host flooding or scraping the API; `anonymous` is for the routes
 * anyone may call without a token, which a page load calls once.
 */
export const WAF_RATE_LIMITS = { api: 20_000, anonymous: 1_500 } as const;
export const WAF_WINDOW_SECONDS = 300;

/** A URI path test of the WAF: the whole path, or its beginning (a contract path with a parameter). */
export interface PathMatch {
  readonly match: 'EXACTLY' | 'STARTS_WITH';
  readonly path: string;
}

function pathMatch(path: string): PathMatch {
  const wildcard = path.search(/\{\w+\}|\*/);
  return wildcard === -1 ? { match: 'EXACTLY', path } : { match: 'STARTS_WITH', path: path.slice(0, wildcard) };
}

function unique(matches: PathMatch[]): PathMatch[] {
  return [...new Map(matches.map((m) => [`${m.match} ${m.path}`, m])).values()];
}

/** What the WAF counts: every path CloudFront sends to the API (`/api/*` and the spec's non-/api paths). */
export function apiPathMatches(routed: readonly Contract[] = contracts): PathMatch[] {
  return unique([{ match: 'STARTS_WITH', path: '/api/' }, ...nonApiPathPatterns(routed).map(pathMatch)]);
}

/** The routes anyone may call without a token (contracts with audience "public"). */
export function anonymousPathMatches(routed: readonly Contract[] = contracts): PathMatch[] {
  return unique(routed.filter((c) => c.audience === 'public').map((c) => pathMatch(c.path)));
}

/** The SSM parameter (in us-east-1) through which the web stack finds the web ACL. */
export function webAclParameterName(config: Pick<TesseraConfig, 'environment'>): string {
  return `/tessera/${config.environment}/edge/web-acl-arn`;
}

/** The same JSON body API Gateway sends when its own throttle refuses a request, so the web sees one shape. */
const TOO_MANY_REQUESTS_BODY = JSON.stringify({ message: 'Too Many Requests' });

export interface EdgeStackProps extends StackProps {
  readonly config: TesseraConfig;
  /** The routed contracts (default: all). */
  readonly contracts?: readonly Contract[];
}

/**
 * The CloudFront web ACL (ADR 0007): two rate-based rules per client IP, blocking with 429 for the rest of
 * the window. Deployed in us-east-1 (a CloudFront requirement); its ARN is published in an SSM parameter the
 * web stack reads at deploy time, so the other stacks can stay in any region.
 */
export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const environment = props.config.environment;

    const anyOf = (matches: PathMatch[]): wafv2.CfnWebACL.StatementProperty => {
      const statements = matches.map(({ match, path }): wafv2.CfnWebACL.StatementProperty => ({
        byteMatchStatement: {
          fieldToMatch: { uriPath: {} },
          positionalConstraint: match,
          searchString: path,
          textTransformations: [{ priority: 0, type: 'NONE' }],
        },
      }));
      return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
    };

    const rateRule = (
      name: string,
      priority: number,
      limit: number,
      scope: wafv2.CfnWebACL.StatementProperty,
    ): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit,
          evaluationWindowSec: WAF_WINDOW_SECONDS,
          scopeDownStatement: scope,
        },
      },
      action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'tooManyRequests' } } },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `tessera-${environment}`,
      description: `Tessera ${environment}: per-IP rate limits on the API paths of the CloudFront distribution`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        tooManyRequests: { contentType: 'APPLICATION_JSON', content: TOO_MANY_REQUESTS_BODY },
      },
      rules: [
        rateRule('anonymous-per-ip', 0, WAF_RATE_LIMITS.anonymous, anyOf(anonymousPathMatches(props.contracts))),
        rateRule('api-per-ip', 1, WAF_RATE_LIMITS.api, anyOf(apiPathMatches(props.contracts))),
      ],
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: `tessera-${environment}`,
        sampledRequestsEnabled: true,
      },
    });

    new ssm.StringParameter(this, 'WebAclArn', {
      parameterName: webAclParameterName(props.config),
      description: 'ARN of the Tessera web ACL, read by the web stack for its CloudFront distribution',
      stringValue: this.webAcl.attrArn,
    });
  }
}
