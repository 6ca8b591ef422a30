import { NestedStack, Validations, type NestedStackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { JobKind } from '@tessera/events';
import { routeKey, type BoundedContext, type Contract } from '@tessera/shared';
import type { DeployEnvironment } from '../config';
import { CONTEXT_NEEDS } from '../context-needs';
import { TesseraFunction } from '../constructs/tessera-function';
import { functionEnvironment, type PlatformResources } from '../function-environment';
import { grantNeeds } from '../grants';
import { pascalCase, platformBucketName } from '../names';
import { httpHandlerEntry } from '../paths';

/**
 * Packages a context's Lambda loads at run time instead of bundling: the attachments' image crop (sharp is
 * native; bmp-ts only decodes BMP for it). ADR 0019.
 */
export const CONTEXT_NODE_MODULES: Partial<Record<BoundedContext, readonly string[]>> = {
  attachments: ['sharp', 'bmp-ts'],
};

/**
 * The most routes one context's nested stack may hold. A context stack has 6 resources besides its routes
 * (function, role, policy, log group, integration, invoke permission); CloudFormation allows 500 per stack.
 * The margin leaves room for a few more per-context resources; a context beyond it must be split (ADR 0006).
 */
export const MAX_ROUTES_PER_CONTEXT = 450;

export interface ContextApiStackProps extends NestedStackProps {
  readonly context: BoundedContext;
  readonly contracts: readonly Contract[];
  readonly deployEnvironment: DeployEnvironment;
  readonly httpApi: apigwv2.IHttpApi;
  /** The id of the API's one JWT authorizer (created in the parent stack, shared by every context). */
  readonly authorizerId: string;
  readonly table: dynamodb.ITable;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  readonly queues: Readonly<Record<JobKind, sqs.IQueue>>;
  /** Where the uploads' download links are served (the data stack's downloads distribution). */
  readonly downloadsOrigin: string;
  /** Variables added to the function environment beside the agreed ones (the origin guard's secret). */
  readonly extraEnvironment?: Readonly<Record<string, string>>;
  /** Test-only replacement of the function bundle (see TesseraFunction). */
  readonly lambdaCode?: lambda.Code;
}

/**
 * One bounded context's slice of the HTTP API, as a nested stack of the API stack (ADR 0006): the context's
 * Lambda with its least-privilege role, one integration and one invoke permission, and one route per
 * contract, on the parent's HttpApi and with the parent's shared JWT authorizer.
 */
export class ContextApiStack extends NestedStack {
  readonly function: TesseraFunction;
  readonly routes: ReadonlyMap<string, apigwv2.HttpRoute>;

  constructor(scope: Construct, id: string, props: ContextApiStackProps) {
    super(scope, id, props);
    const { context, contracts } = props;
    if (contracts.length > MAX_ROUTES_PER_CONTEXT) {
      throw new Error(
        `the ${context} context has ${contracts.length} routes; one context stack holds at most ${MAX_ROUTES_PER_CONTEXT} (CloudFormation's 500 resources per stack): split its routes (ADR 0006)`,
      );
    }
    const environment = props.deployEnvironment;

    const resources: PlatformResources = {
      deployEnvironment: environment,
      table: props.table,
      uploadsBucket: s3.Bucket.fromBucketName(this, 'Uploads', platformBucketName('uploads', environment)),
      extractsBucket: s3.Bucket.fromBucketName(this, 'Extracts', platformBucketName('extracts', environment)),
      userPool: props.userPool,
      userPoolClient: props.userPoolClient,
      queues: props.queues,
      downloadsOrigin: props.downloadsOrigin,
    };

    this.function = new TesseraFunction(this, `${pascalCase(context)}Function`, {
      entry: httpHandlerEntry(context),
      serviceName: context,
      description: `Tessera ${context} API (${contracts.length} routes)`,
      deployEnvironment: environment,
      environment: { ...functionEnvironment(resources), ...props.extraEnvironment },
      ...(props.lambdaCode ? { code: props.lambdaCode } : {}),
      ...(CONTEXT_NODE_MODULES[context] ? { nodeModules: CONTEXT_NODE_MODULES[context] } : {}),
    });
    grantNeeds(this.function, CONTEXT_NEEDS[context], resources);

    // One integration and one invoke permission per function, shared by its routes: a permission per
    // route would double the resource count towards CloudFormation's 500 per stack.
    const integration = new HttpLambdaIntegration(`${pascalCase(context)}Integration`, this.function, {
      scopePermissionToRoute: false,
    });
    const authorizer = apigwv2.HttpAuthorizer.fromHttpAuthorizerAttributes(this, 'SharedAuthorizer', {
      authorizerId: props.authorizerId,
      authorizerType: apigwv2.HttpAuthorizerType.JWT,
    });

    const routes = new Map<string, apigwv2.HttpRoute>();
    for (const contract of contracts) {
      const isPublic = contract.audience === 'public';
      const route = new apigwv2.HttpRoute(this, `Route${pascalCase(contract.id)}`, {
        httpApi: props.httpApi,
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
    this.routes = routes;
  }
}
