import { Match, type Template } from 'aws-cdk-lib/assertions';
import { contracts, routeKey, type BoundedContext } from '@tessera/shared';
import { ORIGIN_SECRET_VARIABLE, PREVIOUS_ORIGIN_SECRET_VARIABLE } from '@tessera/functions/lib/http/origin-guard';
import { ROUTE_THROTTLES, routeClass } from '../lib/api-throttles';
import { httpContexts } from '../lib/context-needs';
import { resourcesOf, synthesize, type SynthesizedApp, type TemplateResource } from './support/synth';

/** Every route of every context's nested stack, with the context it was found in. */
function allRoutes(app: SynthesizedApp): { context: BoundedContext; route: TemplateResource }[] {
  return [...app.templates.contexts].flatMap(([context, template]) =>
    Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).map((route) => ({ context, route })),
  );
}

/** The parent's value for a nested stack parameter (`{Ref: <parameter>}` in the nested template). */
function parentValueOf(app: SynthesizedApp, context: BoundedContext, parameterRef: { Ref: string }): unknown {
  const nestedId = app.api.getLogicalId(app.api.contextStacks.get(context)!.nestedStackResource!);
  const nested = resourcesOf(app.templates.api, 'AWS::CloudFormation::Stack')[nestedId];
  return nested?.Properties.Parameters[parameterRef.Ref];
}

describe('api stack (a nested stack per context, ADR 0006)', () => {
  let app: SynthesizedApp;
  let authorizerId: string;
  beforeAll(() => {
    app = synthesize();
    authorizerId = Object.keys(resourcesOf(app.templates.api, 'AWS::ApiGatewayV2::Authorizer'))[0]!;
  });

  const routeFor = (key: string) => allRoutes(app).find((r) => r.route.Properties.RouteKey === key);

  it('has one route per contract, keyed as API Gateway sets routeKey, in its own context’s nested stack', () => {
    const found = allRoutes(app);
    expect(found.map((r) => r.route.Properties.RouteKey).sort()).toEqual(contracts.map(routeKey).sort());
    for (const contract of contracts) expect(routeFor(routeKey(contract))?.context).toBe(contract.context);
    expect([...app.templates.contexts.keys()].sort()).toEqual([...httpContexts().keys()].sort());
    app.templates.api.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
  });

  it('names each path variable alike wherever routes share its place (API Gateway refuses a deployment otherwise)', () => {
    // HTTP APIs answer ConflictException to `/api/users/{uid}/groups` beside `/api/users/{id}`: at one level under
    // one parent, a variable has one name. Routes are compared as synthesized, so a renamed contract is caught here.
    const namesByPlace = new Map<string, Set<string>>();
    for (const { route } of allRoutes(app)) {
      const segments = (route.Properties.RouteKey as string).split(' ')[1]!.split('/');
      segments.forEach((segment, index) => {
        if (!segment.startsWith('{')) return;
        const place = segments
          .slice(0, index)
          .map((part) => (part.startsWith('{') ? '{}' : part))
          .join('/');
        namesByPlace.set(place, (namesByPlace.get(place) ?? new Set()).add(segment));
      });
    }
    const conflicts = [...namesByPlace]
      .filter(([, names]) => names.size > 1)
      .map(([place, names]) => [place, [...names]]);
    expect(conflicts).toEqual([]);
    expect(namesByPlace.get('/api/users')).toEqual(new Set(['{id}']));
  });

  it('keeps the API, its stage and the one JWT authorizer in the parent, for the app client', () => {
    app.templates.api.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    app.templates.api.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    for (const template of app.templates.contexts.values()) {
      template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 0);
      template.resourceCountIs('AWS::ApiGatewayV2::Api', 0);
    }
    app.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [Match.objectLike({ 'Fn::ImportValue': Match.stringLikeRegexp('UserPoolWebClient') })],
        Issuer: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
      },
    });
  });

  it.each(contracts.filter((c) => c.audience !== 'public').map((c) => [routeKey(c), c.id, c.context]))(
    'puts the shared JWT authorizer on %s (%s)',
    (key, _id, context) => {
      const props = routeFor(key)?.route.Properties;
      expect(props?.AuthorizationType).toBe('JWT');
      expect(parentValueOf(app, context as BoundedContext, props?.AuthorizerId)).toEqual({ Ref: authorizerId });
    },
  );

  it('leaves GET /api/health and the other public contracts without an authorizer', () => {
    const publicKeys = contracts.filter((c) => c.audience === 'public').map(routeKey);
    expect(publicKeys).toContain('GET /api/health');
    for (const key of publicKeys) {
      const props = routeFor(key)?.route.Properties;
      expect(props).toBeDefined();
      expect(props?.AuthorizerId).toBeUndefined();
      expect(props?.AuthorizationType ?? 'NONE').toBe('NONE');
    }
  });

  it('creates one Node.js 22 ARM64 function per bounded context, in its nested stack, traced, Powertools-configured', () => {
    app.templates.api.resourceCountIs('AWS::Lambda::Function', 0);
    for (const [context, template] of app.templates.contexts) {
      const functions = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
      expect(functions).toHaveLength(1);
      const fn = functions[0]!;
      expect(fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe(context);
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
          'DOWNLOADS_ORIGIN',
          'QUEUE_URL_IMPORTS',
          'QUEUE_URL_EXTRACTS',
          'QUEUE_URL_SIMILARITY',
          'QUEUE_URL_PROPAGATION',
          'QUEUE_URL_MAINTENANCE',
        ]),
      );
      expect(fn.Properties.Environment.Variables.ENVIRONMENT).toBe('test');
    }
  });

  it("sends every contract's route to its own context's function", () => {
    for (const [context, template] of app.templates.contexts) {
      const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');
      const functions = resourcesOf(template, 'AWS::Lambda::Function');
      expect(Object.keys(integrations)).toHaveLength(1);
      for (const route of Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'))) {
        const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
        const functionId = integrations[integrationId]?.Properties.IntegrationUri['Fn::GetAtt'][0] as string;
        expect([
          route.Properties.RouteKey,
          functions[functionId]?.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME,
        ]).toEqual([route.Properties.RouteKey, context]);
      }
    }
  });

  it('lets API Gateway invoke each function with one permission, not one per route', () => {
    for (const template of app.templates.contexts.values()) template.resourceCountIs('AWS::Lambda::Permission', 1);
  });

  it('logs every request on the $default stage, with the read throttle as the default', () => {
    app.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('\\$context.requestId'),
      },
      DefaultRouteSettings: {
        ThrottlingRateLimit: ROUTE_THROTTLES.read.rateLimit,
        ThrottlingBurstLimit: ROUTE_THROTTLES.read.burstLimit,
      },
    });
  });

  it('throttles public and write routes per route, tighter than the default; reads take the default', () => {
    const stage = Object.values(resourcesOf(app.templates.api, 'AWS::ApiGatewayV2::Stage'))[0]!;
    const settings = stage.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number }>;
    expect(settings['GET /api/health']).toEqual({
      ThrottlingRateLimit: ROUTE_THROTTLES.public.rateLimit,
      ThrottlingBurstLimit: ROUTE_THROTTLES.public.burstLimit,
    });
    expect(settings['GET /api/config']).toEqual(settings['GET /api/health']);
    expect(settings['PUT /api/users/{id}/password']).toEqual({
      ThrottlingRateLimit: ROUTE_THROTTLES.write.rateLimit,
      ThrottlingBurstLimit: ROUTE_THROTTLES.write.burstLimit,
    });
    expect(settings['GET /api/users/me']).toBeUndefined();
    for (const contract of contracts) {
      const cls = routeClass(contract);
      expect([routeKey(contract), cls, settings[routeKey(contract)]?.ThrottlingRateLimit]).toEqual([
        routeKey(contract),
        cls,
        cls === 'read' ? undefined : ROUTE_THROTTLES[cls].rateLimit,
      ]);
    }
    // Tighter than the default, as deployed: the public route below the write route below the stage default.
    const defaults = stage.Properties.DefaultRouteSettings as {
      ThrottlingRateLimit: number;
      ThrottlingBurstLimit: number;
    };
    const publicRoute = settings['GET /api/health'] as { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
    const writeRoute = settings['PUT /api/users/{id}/password'] as { ThrottlingRateLimit: number };
    expect(publicRoute.ThrottlingRateLimit).toBeLessThan(writeRoute.ThrottlingRateLimit);
    expect(writeRoute.ThrottlingRateLimit).toBeLessThan(defaults.ThrottlingRateLimit);
    expect(publicRoute.ThrottlingBurstLimit).toBeLessThan(defaults.ThrottlingBurstLimit);
  });

  it('creates the stage after every context stack (route settings name routes that must exist)', () => {
    const stage = Object.values(app.templates.api.findResources('AWS::ApiGatewayV2::Stage'))[0] as {
      DependsOn: string[];
    };
    const nestedIds = [...app.api.contextStacks.values()].map((n) => app.api.getLogicalId(n.nestedStackResource!));
    expect(stage.DependsOn).toEqual(expect.arrayContaining(nestedIds));
  });
});

describe('origin guard in the api stack (ADR 0007)', () => {
  const reference = (generation: number) =>
    `{{resolve:secretsmanager:tessera/test/origin-verify/${generation}:SecretString:::}}`;

  const variables = (template: Template) =>
    Object.values(resourcesOf(template, 'AWS::Lambda::Function'))[0]!.Properties.Environment.Variables;

  it('generates the secret in Secrets Manager and gives every context function its reference', () => {
    const app = synthesize();
    app.templates.api.resourceCountIs('AWS::SecretsManager::Secret', 1);
    app.templates.api.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'tessera/test/origin-verify/1',
      GenerateSecretString: Match.objectLike({ PasswordLength: 48, ExcludePunctuation: true }),
    });
    for (const template of app.templates.contexts.values()) {
      expect(variables(template)[ORIGIN_SECRET_VARIABLE]).toBe(reference(1));
      expect(variables(template)[PREVIOUS_ORIGIN_SECRET_VARIABLE]).toBeUndefined();
    }
    const secretId = Object.keys(resourcesOf(app.templates.api, 'AWS::SecretsManager::Secret'))[0]!;
    for (const nested of Object.values(app.templates.api.findResources('AWS::CloudFormation::Stack'))) {
      expect((nested as { DependsOn: string[] }).DependsOn).toContain(secretId);
    }
  });

  it('keeps the previous generation valid while rotating (originSecretGeneration=3 accepts 3 and 2)', () => {
    const app = synthesize({ context: { originSecretGeneration: '3' } });
    const names = Object.values(resourcesOf(app.templates.api, 'AWS::SecretsManager::Secret'))
      .map((s) => s.Properties.Name)
      .sort();
    expect(names).toEqual(['tessera/test/origin-verify/2', 'tessera/test/origin-verify/3']);
    for (const template of app.templates.contexts.values()) {
      expect(variables(template)[ORIGIN_SECRET_VARIABLE]).toBe(reference(3));
      expect(variables(template)[PREVIOUS_ORIGIN_SECRET_VARIABLE]).toBe(reference(2));
    }
  });
});
