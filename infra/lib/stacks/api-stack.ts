import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { JobKind } from '@tessera/events';
import { contracts as allContracts, routeKey, type BoundedContext, type Contract } from '@tessera/shared';
import type { TesseraConfig } from '../config';
import { CONTEXT_NEEDS, httpContexts } from '../context-needs';
import { TesseraFunction } from '../constructs/tessera-function';
import { functionEnvironment, type PlatformResources } from '../function-environment';
import { grantNeeds } from '../grants';
import { pascalCase, platformBucketName } from '../names';
import { httpHandlerEntry } from '../paths';

export interface ApiStackProps extends StackProps {
  readonly config: TesseraConfig;
  readonly table: dynamodb.ITable;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  readonly queues: Readonly<Record<JobKind, sqs.IQueue>>;
  /** The contracts to route; all of @tessera/shared's by default. */
  readonly contracts?: readonly Contract[];
  /** Test-only replacement of the function bundles (see TesseraFunction). */
  readonly lambdaCode?: lambda.Code;
}

/** Stage throttling (requests per second, burst) for the whole API. */
export const API_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

/**
 * The HTTP API: one route per contract (`routeKey`), one Lambda per bounded context, the Cognito JWT
 * authorizer on every route whose audience is not `public`, access logs and throttling on the stage.
 */
export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly functions: ReadonlyMap<BoundedContext, TesseraFunction>;
  readonly routes: ReadonlyMap<string, apigwv2.HttpRoute>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const environment = props.config.environment;

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: `tessera-${environment}`,
      description: 'Tessera HTTP API (routes generated from the contracts in @tessera/shared)',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: environment === 'production' ? logs.RetentionDays.ONE_YEAR : logs.RetentionDays.ONE_MONTH,
    });
    new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userId: '$context.authorizer.claims.sub',
          }),
        ),
      },
    });

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      authorizerName: 'cognito-access-token',
      userPoolClients: [props.userPoolClient],
    });

    const resources: PlatformResources = {
      deployEnvironment: environment,
      table: props.table,
      uploadsBucket: s3.Bucket.fromBucketName(this, 'Uploads', platformBucketName('uploads', environment)),
      extractsBucket: s3.Bucket.fromBucketName(this, 'Extracts', platformBucketName('extracts', environment)),
      userPool: props.userPool,
      userPoolClient: props.userPoolClient,
      queues: props.queues,
    };
    const functionEnv = functionEnvironment(resources);

    const functions = new Map<BoundedContext, TesseraFunction>();
    const routes = new Map<string, apigwv2.HttpRoute>();
    for (const [context, contextContracts] of httpContexts(props.contracts ?? allContracts)) {
      const fn = new TesseraFunction(this, `${pascalCase(context)}Function`, {
        entry: httpHandlerEntry(context),
        serviceName: context,
        description: `Tessera ${context} API (${contextContracts.length} routes)`,
        deployEnvironment: environment,
        environment: functionEnv,
        ...(props.lambdaCode ? { code: props.lambdaCode } : {}),
      });
      grantNeeds(fn, CONTEXT_NEEDS[context], resources);
      functions.set(context, fn);

      // One integration and one invoke permission per function, shared by its routes: a permission per
      // route would double the resource count towards CloudFormation's 500 per stack.
      const integration = new HttpLambdaIntegration(`${pascalCase(context)}Integration`, fn, {
        scopePermissionToRoute: false,
      });
      for (const contract of contextContracts) {
        const isPublic = contract.audience === 'public';
        const route = new apigwv2.HttpRoute(this, `Route${pascalCase(contract.id)}`, {
          httpApi: this.httpApi,
          routeKey: apigwv2.HttpRouteKey.with(contract.path, apigwv2.HttpMethod[contract.method]),
          integration,
          ...(isPublic ? {} : { authorizer }),
        });
        if (isPublic) {
          const reason = `Contract ${contract.id} (${routeKey(contract)}) has audience "public": it is called before sign-in.`;
          Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason });
        }
        routes.set(contract.id, route);
      }
    }
    this.functions = functions;
    this.routes = routes;

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }

  /** `abc123.execute-api.eu-west-1.amazonaws.com`: the API's host for the CloudFront origin. */
  get apiDomainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
  }
}
