import { App, Tags, Validations, type AppProps, type Environment } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Contract } from '@tessera/shared';
import { readConfig, type TesseraConfig } from './config';
import { stackName } from './names';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EDGE_REGION, EdgeStack } from './stacks/edge-stack';
import { JobsStack } from './stacks/jobs-stack';
import { WebStack } from './stacks/web-stack';

/**
 * Feature flags this app relies on (cdk.json stays minimal; these are the behaviours the stacks are written
 * for). CLI context (`-c`) still wins over them.
 */
export const FEATURE_FLAGS: Record<string, unknown> = {
  // Server access logs are delivered through a bucket policy, so log buckets can enforce bucket ownership.
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
  '@aws-cdk/aws-iam:minimizePolicies': true,
  // Exports/imports between stacks: CloudFormation refuses to delete the table or pool while in use.
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
  '@aws-cdk/aws-cloudfront:defaultSecurityPolicyTLSv1.2_2021': true,
};

export interface TesseraAppOptions {
  /** Context values (as `-c key=value` would give). */
  readonly context?: Record<string, unknown>;
  readonly outdir?: string;
  /** Run cdk-nag's AwsSolutions pack at synth (default true; the template tests switch it off). */
  readonly nag?: boolean;
  /** The contracts to route (default: all). */
  readonly contracts?: readonly Contract[];
  /** Test-only: replaces every function's esbuild bundle, so template tests do not bundle. */
  readonly lambdaCode?: lambda.Code;
  readonly env?: Environment;
  /**
   * CDK's built-in CloudFormation schema validation at synth (default true). The template tests switch it
   * off for speed; the cdk-nag test and `npx cdk synth` keep it.
   */
  readonly builtinCloudFormationValidation?: boolean;
}

export interface TesseraStacks {
  readonly app: App;
  readonly config: TesseraConfig;
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly jobs: JobsStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  /** The us-east-1 web ACL stack; absent with `-c waf=false`. */
  readonly edge?: EdgeStack;
}

/**
 * Builds the whole Tessera app: data → auth → jobs → api (one nested stack per context) → web, plus the
 * us-east-1 edge stack (web ACL) before web; one set of stacks per environment.
 */
export function createTesseraApp(options: TesseraAppOptions = {}): TesseraStacks {
  const appProps: AppProps = {
    context: { ...FEATURE_FLAGS, ...options.context },
    ...(options.outdir ? { outdir: options.outdir } : {}),
    builtinCloudFormationValidation: options.builtinCloudFormationValidation ?? true,
  };
  const app = new App(appProps);
  const config = readConfig(app.node);
  const env = options.env ?? {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: process.env.CDK_DEFAULT_REGION,
  };
  const common = { env, terminationProtection: config.environment === 'production' };
  const name = (part: string) => stackName(config.environment, part);
  const code = options.lambdaCode ? { lambdaCode: options.lambdaCode } : {};

  const data = new DataStack(app, name('data'), { ...common, config, description: 'Tessera table and buckets' });
  const auth = new AuthStack(app, name('auth'), { ...common, config, description: 'Tessera Cognito user pool' });
  const jobs = new JobsStack(app, name('jobs'), {
    ...common,
    ...code,
    config,
    description: 'Tessera job queues and consumers',
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    downloadsOrigin: data.downloadsOrigin,
  });
  jobs.addStackDependency(data, 'consumers use the data buckets by name');
  const api = new ApiStack(app, name('api'), {
    ...common,
    ...code,
    config,
    description: 'Tessera HTTP API and context functions',
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    queues: jobs.queues,
    downloadsOrigin: data.downloadsOrigin,
    ...(options.contracts ? { contracts: options.contracts } : {}),
  });
  api.addStackDependency(data, 'functions use the data buckets by name');
  const edge = config.waf
    ? new EdgeStack(app, name('edge'), {
        ...common,
        env: { account: env.account, region: EDGE_REGION },
        config,
        description: 'Tessera CloudFront web ACL (us-east-1)',
        ...(options.contracts ? { contracts: options.contracts } : {}),
      })
    : undefined;
  const web = new WebStack(app, name('web'), {
    ...common,
    config,
    description: 'Tessera web app on CloudFront',
    apiDomainName: api.apiDomainName,
    downloadsOrigin: data.downloadsOrigin,
    ...(options.contracts ? { contracts: options.contracts } : {}),
  });
  if (edge) web.addStackDependency(edge, 'the distribution reads the web ACL ARN the edge stack publishes');

  Tags.of(app).add('application', 'tessera');
  Tags.of(app).add('environment', config.environment);

  if (options.nag ?? true) {
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  }
  return { app, config, data, auth, jobs, api, web, ...(edge ? { edge } : {}) };
}
