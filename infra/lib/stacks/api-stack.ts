import { CfnOutput, RemovalPolicy, SecretValue, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { JobKind } from '@tessera/events';
import { ORIGIN_SECRET_VARIABLE, PREVIOUS_ORIGIN_SECRET_VARIABLE } from '@tessera/functions/lib/http/origin-guard';
import { contracts as allContracts, type BoundedContext, type Contract } from '@tessera/shared';
import { ROUTE_THROTTLES, routeThrottleSettings } from '../api-throttles';
import type { TesseraConfig } from '../config';
import { httpContexts } from '../context-needs';
import type { TesseraFunction } from '../constructs/tessera-function';
import { originSecretName, pascalCase } from '../names';
import { ContextApiStack } from './context-api-stack';

export interface ApiStackProps extends StackProps {
  readonly config: TesseraConfig;
  readonly table: dynamodb.ITable;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  readonly queues: Readonly<Record<JobKind, sqs.IQueue>>;
  /** Where the uploads' download links are served (the data stack's downloads distribution). */
  readonly downloadsOrigin: string;
  /** The contracts to route; all of @tessera/shared's by default. */
  readonly contracts?: readonly Contract[];
  /** Test-only replacement of the function bundles (see TesseraFunction). */
  readonly lambdaCode?: lambda.Code;
}

/** `{{resolve:secretsmanager:…}}`: CloudFormation puts the secret's value in at deploy time. */
export function originSecretReference(config: Pick<TesseraConfig, 'environment'>, generation: number): string {
  return SecretValue.secretsManager(originSecretName(config.environment, generation)).unsafeUnwrap();
}

/**
 * The HTTP API (ADR 0006): this stack holds what every context shares — the HttpApi, its `$default` stage
 * (access logs, default and per-route throttles), the one Cognito JWT authorizer and the origin-guard
 * secrets — and one nested stack per bounded context (ContextApiStack) holds that context's Lambda,
 * integration, invoke permission and routes, so no stack nears CloudFormation's 500 resources.
 */
export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  readonly authorizer: apigwv2.HttpAuthorizer;
  readonly contextStacks: ReadonlyMap<BoundedContext, ContextApiStack>;
  readonly functions: ReadonlyMap<BoundedContext, TesseraFunction>;
  readonly routes: ReadonlyMap<string, apigwv2.HttpRoute>;
  readonly originSecrets: readonly secretsmanager.Secret[];

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const environment = config.environment;
    const routed = props.contracts ?? allContracts;

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: `tessera-${environment}`,
      description: 'Tessera HTTP API (routes generated from the contracts in @tessera/shared)',
      createDefaultStage: false,
    });

    this.authorizer = new apigwv2.HttpAuthorizer(this, 'CognitoAuthorizer', {
      httpApi: this.httpApi,
      authorizerName: 'cognito-access-token',
      type: apigwv2.HttpAuthorizerType.JWT,
      identitySource: ['$request.header.Authorization'],
      jwtAudience: [props.userPoolClient.userPoolClientId],
      jwtIssuer: `https://cognito-idp.${this.region}.${this.urlSuffix}/${props.userPool.userPoolId}`,
    });

    this.originSecrets = this.createOriginSecrets(config);
    const originEnvironment: Record<string, string> = {
      [ORIGIN_SECRET_VARIABLE]: originSecretReference(config, config.originSecretGeneration),
      ...(config.originSecretGeneration > 1
        ? { [PREVIOUS_ORIGIN_SECRET_VARIABLE]: originSecretReference(config, config.originSecretGeneration - 1) }
        : {}),
    };

    const contextStacks = new Map<BoundedContext, ContextApiStack>();
    const functions = new Map<BoundedContext, TesseraFunction>();
    const routes = new Map<string, apigwv2.HttpRoute>();
    for (const [context, contextContracts] of httpContexts(routed)) {
      const nested = new ContextApiStack(this, `${pascalCase(context)}Api`, {
        context,
        contracts: contextContracts,
        deployEnvironment: environment,
        httpApi: this.httpApi,
        authorizerId: this.authorizer.authorizerId,
        table: props.table,
        userPool: props.userPool,
        userPoolClient: props.userPoolClient,
        queues: props.queues,
        downloadsOrigin: props.downloadsOrigin,
        extraEnvironment: originEnvironment,
        ...(props.lambdaCode ? { lambdaCode: props.lambdaCode } : {}),
      });
      // The functions' environment names the secrets (by name, not by reference): create them first.
      for (const secret of this.originSecrets) nested.node.addDependency(secret);
      contextStacks.set(context, nested);
      functions.set(context, nested.function);
      for (const [contractId, route] of nested.routes) routes.set(contractId, route);
    }
    this.contextStacks = contextStacks;
    this.functions = functions;
    this.routes = routes;

    this.stage = this.createStage(environment === 'production', routed);
    // Per-route settings name route keys, which API Gateway refuses before the routes exist.
    for (const nested of contextStacks.values()) this.stage.node.addDependency(nested);

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }

  /** `abc123.execute-api.eu-west-1.amazonaws.com`: the API's host for the CloudFront origin. */
  get apiDomainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
  }

  /**
   * The `$default` stage: access logs, the `read` throttle as every route's default and tighter per-route
   * throttles for public and write routes (ADR 0007).
   */
  private createStage(production: boolean, routed: readonly Contract[]): apigwv2.HttpStage {
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: production ? logs.RetentionDays.ONE_YEAR : logs.RetentionDays.ONE_MONTH,
    });
    const stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: ROUTE_THROTTLES.read,
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
    // HttpStage has no per-route throttle property; CloudFormation's RouteSettings is keyed by route key.
    (stage.node.defaultChild as apigwv2.CfnStage).routeSettings = routeThrottleSettings(routed);
    return stage;
  }

  /**
   * The origin-guard secrets (ADR 0007): the current generation, and the previous one while it may still be
   * in CloudFront's configuration. Named by generation, so `-c originSecretGeneration=N+1` makes a new
   * secret, changes the references in the functions and the distribution, and deletes generation N-1.
   */
  private createOriginSecrets(config: TesseraConfig): secretsmanager.Secret[] {
    const generations = [config.originSecretGeneration, config.originSecretGeneration - 1].filter((g) => g >= 1);
    return generations.map((generation) => {
      const secret = new secretsmanager.Secret(this, `OriginVerifySecret${generation}`, {
        secretName: originSecretName(config.environment, generation),
        description: `Tessera ${config.environment}: the header value CloudFront adds to API requests (origin guard, generation ${generation})`,
        generateSecretString: { passwordLength: 48, excludePunctuation: true },
        removalPolicy: RemovalPolicy.DESTROY,
      });
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'The origin-guard secret is rotated by redeploying with the next -c originSecretGeneration (ADR 0007): CloudFront reads it at deploy time, so a Secrets Manager rotation alone would not reach the distribution.',
      });
      return secret;
    });
  }
}
