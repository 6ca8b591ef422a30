import { Match } from 'aws-cdk-lib/assertions';
import { contracts, routeKey } from '@tessera/shared';
import { httpContexts } from '../lib/context-needs';
import { resourcesOf, synthesize, type SynthesizedApp, type TemplateResource } from './support/synth';

describe('api stack', () => {
  let app: SynthesizedApp;
  let routes: TemplateResource[];
  let authorizerId: string;
  beforeAll(() => {
    app = synthesize();
    routes = Object.values(resourcesOf(app.templates.api, 'AWS::ApiGatewayV2::Route'));
    authorizerId = Object.keys(resourcesOf(app.templates.api, 'AWS::ApiGatewayV2::Authorizer'))[0]!;
  });

  const routeFor = (key: string) => routes.find((r) => r.Properties.RouteKey === key);

  it('has one route per contract, keyed as API Gateway sets routeKey', () => {
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(contracts.map(routeKey).sort());
  });

  it('verifies the Cognito access token with a JWT authorizer for the app client', () => {
    app.templates.api.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    app.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [Match.objectLike({ 'Fn::ImportValue': Match.stringLikeRegexp('UserPoolWebClient') })],
        Issuer: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
      },
    });
  });

  it.each(contracts.filter((c) => c.audience !== 'public').map((c) => [routeKey(c), c.id]))(
    'puts the JWT authorizer on %s (%s)',
    (key) => {
      expect(routeFor(key)?.Properties).toMatchObject({
        AuthorizationType: 'JWT',
        AuthorizerId: { Ref: authorizerId },
      });
    },
  );

  it('leaves GET /api/health and the other public contracts without an authorizer', () => {
    const publicKeys = contracts.filter((c) => c.audience === 'public').map(routeKey);
    expect(publicKeys).toContain('GET /api/health');
    for (const key of publicKeys) {
      const props = routeFor(key)?.Properties;
      expect(props).toBeDefined();
      expect(props?.AuthorizerId).toBeUndefined();
      expect(props?.AuthorizationType ?? 'NONE').toBe('NONE');
    }
  });

  it('creates one Node.js 22 ARM64 function per bounded context with contracts, traced, Powertools-configured', () => {
    const functions = Object.values(resourcesOf(app.templates.api, 'AWS::Lambda::Function'));
    const contexts = [...httpContexts().keys()];
    expect(functions).toHaveLength(contexts.length);
    expect(functions.map((f) => f.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).sort()).toEqual(
      [...contexts].sort(),
    );
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogFormat: 'JSON', LogGroup: { Ref: expect.any(String) } },
      });
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'ENVIRONMENT',
          'USER_POOL_ID',
          'USER_POOL_CLIENT_ID',
          'UPLOADS_BUCKET',
          'EXTRACTS_BUCKET',
          'QUEUE_URL_IMPORTS',
          'QUEUE_URL_EXTRACTS',
          'QUEUE_URL_SIMILARITY',
        ]),
      );
      expect(fn.Properties.Environment.Variables.ENVIRONMENT).toBe('test');
    }
  });

  it("sends every contract's route to its own context's function", () => {
    const integrations = resourcesOf(app.templates.api, 'AWS::ApiGatewayV2::Integration');
    const functions = resourcesOf(app.templates.api, 'AWS::Lambda::Function');
    const serviceOf = (integrationId: string) => {
      const uri = integrations[integrationId]?.Properties.IntegrationUri;
      const functionId = uri?.['Fn::GetAtt']?.[0] as string;
      return functions[functionId]?.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME;
    };
    for (const contract of contracts) {
      const target = routeFor(routeKey(contract))?.Properties.Target;
      const integrationId = target['Fn::Join'][1][1].Ref as string;
      expect([contract.id, serviceOf(integrationId)]).toEqual([contract.id, contract.context]);
    }
    expect(Object.keys(integrations)).toHaveLength(httpContexts().size);
  });

  it('lets API Gateway invoke each function with one permission, not one per route', () => {
    app.templates.api.resourceCountIs('AWS::Lambda::Permission', httpContexts().size);
  });

  it('logs every request and throttles the $default stage', () => {
    app.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('\\$context.requestId'),
      },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });

  it('lets identity administer Cognito users and keeps system read-only on the table', () => {
    const policies = Object.values(resourcesOf(app.templates.api, 'AWS::IAM::Policy'));
    const actionsOf = (roleFragment: string) =>
      policies
        .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref.startsWith(roleFragment)))
        .flatMap((p) =>
          p.Properties.PolicyDocument.Statement.flatMap((s: { Action: string | string[] }) => [s.Action].flat()),
        );
    expect(actionsOf('IdentityFunctionRole')).toEqual(
      expect.arrayContaining(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminGetUser', 'dynamodb:PutItem']),
    );
    const system = actionsOf('SystemFunctionRole');
    expect(system).toContain('dynamodb:GetItem');
    expect(
      system.filter(
        (a: string) => /^(dynamodb|s3|cognito-idp|sqs):/.test(a) && /Put|Update|Delete|Write|Admin|Send/.test(a),
      ),
    ).toEqual([]);
  });

  it('grants table access on the table and its named indexes only, never index/*', () => {
    const statements = Object.values(resourcesOf(app.templates.api, 'AWS::IAM::Policy')).flatMap(
      (p) => p.Properties.PolicyDocument.Statement,
    );
    expect(JSON.stringify(statements)).not.toContain('/index/*');
    expect(JSON.stringify(statements)).toContain('/index/byRelation');
  });
});
