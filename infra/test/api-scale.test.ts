import * as z from 'zod/mini';
import {
  BOUNDED_CONTEXTS,
  contracts,
  defineContract,
  type BoundedContext,
  type Contract,
  type HttpMethod,
} from '@tessera/shared';
import { MAX_ROUTES_PER_CONTEXT } from '../lib/stacks/context-api-stack';
import { nestedTemplateJson, synthesize, TEST_CODE, type SynthesizedApp, type TemplateJson } from './support/synth';
import { createTesseraApp } from '../lib/tessera-app';

/** CloudFormation's quotas per stack (nested or not) that a growing route catalogue could hit. */
const MAX_RESOURCES = 500;
const MAX_PARAMETERS = 200;
const MAX_OUTPUTS = 200;
/** A template CloudFormation reads from S3 (as the CDK deploys them) may be 1 MB. */
const MAX_TEMPLATE_BYTES = 1_000_000;

const METHODS: HttpMethod[] = ['GET', 'GET', 'POST', 'PUT', 'DELETE'];

/** `perContext` made-up contracts for each bounded context (14 since issue 22): a catalogue as large as the plans. */
function syntheticCatalogue(perContext: number, contexts: readonly BoundedContext[] = BOUNDED_CONTEXTS): Contract[] {
  return contexts.flatMap((context) =>
    Array.from({ length: perContext }, (_, i) =>
      defineContract({
        id: `${context}.syntheticRoute${i}`,
        context,
        method: METHODS[i % METHODS.length]!,
        path: `/api/${context}/resources-${Math.floor(i / METHODS.length)}/{id}/part-${i}`,
        audience: i === 0 ? 'public' : 'authenticated',
        summary: 'synthetic',
        request: { path: z.object({ id: z.string() }) },
        response: z.object({}),
      }),
    ),
  );
}

interface StackSize {
  readonly stack: string;
  readonly resources: number;
  readonly parameters: number;
  readonly outputs: number;
  readonly bytes: number;
}

/** Every template of the app — top-level stacks and the API's nested stacks — with its size. */
function stackSizes(app: SynthesizedApp): StackSize[] {
  const size = (stack: string, template: TemplateJson): StackSize => ({
    stack,
    resources: Object.keys(template.Resources ?? {}).length,
    parameters: Object.keys(template.Parameters ?? {}).length,
    outputs: Object.keys(template.Outputs ?? {}).length,
    bytes: JSON.stringify(template).length,
  });
  return [
    ...app.assembly.stacks.map((stack) => size(stack.stackName, stack.template)),
    ...[...app.api.contextStacks].map(([context, nested]) =>
      size(`${app.api.stackName}/${context}`, nestedTemplateJson(app.assembly, nested)),
    ),
  ];
}

/** The stacks over a quota, with what is over (empty when all fit). */
function overQuota(sizes: StackSize[]): string[] {
  return sizes.flatMap((size) => [
    ...(size.resources >= MAX_RESOURCES ? [`${size.stack}: ${size.resources} resources`] : []),
    ...(size.parameters >= MAX_PARAMETERS ? [`${size.stack}: ${size.parameters} parameters`] : []),
    ...(size.outputs >= MAX_OUTPUTS ? [`${size.stack}: ${size.outputs} outputs`] : []),
    ...(size.bytes >= MAX_TEMPLATE_BYTES ? [`${size.stack}: ${size.bytes} bytes`] : []),
  ]);
}

describe('the API under CloudFormation’s per-stack quotas as contexts grow (ADR 0006)', () => {
  it(`keeps every stack, parent and nested, under 500 resources with ${BOUNDED_CONTEXTS.length} contexts × 60 routes`, () => {
    const catalogue = syntheticCatalogue(60);
    const app = synthesize({ contracts: catalogue });
    const sizes = stackSizes(app);
    expect(overQuota(sizes)).toEqual([]);

    // Every route exists once, in its own context's nested stack; the parent holds none.
    expect(app.api.contextStacks.size).toBe(BOUNDED_CONTEXTS.length);
    expect(app.api.routes.size).toBe(BOUNDED_CONTEXTS.length * 60);
    for (const [context, nested] of app.api.contextStacks) {
      const routes = Object.values(nestedTemplateJson(app.assembly, nested).Resources).filter(
        (r) => (r as { Type: string }).Type === 'AWS::ApiGatewayV2::Route',
      );
      expect([context, routes.length]).toEqual([context, 60]);
    }
    const parent = sizes.find((s) => s.stack === app.api.stackName)!;
    // The parent grows by one nested-stack resource per context, not by routes.
    expect(parent.resources).toBeLessThan(40);
    // The same catalogue in one stack would have been over the limit: the split is what keeps it under.
    const nestedTotal = sizes.filter((s) => s.stack.startsWith(`${app.api.stackName}/`));
    expect(nestedTotal.reduce((sum, s) => sum + s.resources, 0)).toBeGreaterThan(MAX_RESOURCES);
  }, 120_000);

  it('keeps every stack of the real catalogue under the quotas', () => {
    const app = synthesize();
    expect(app.api.routes.size).toBe(contracts.length);
    expect(overQuota(stackSizes(app))).toEqual([]);
  });

  it(`refuses, at synth, a context with more than ${MAX_ROUTES_PER_CONTEXT} routes (split it)`, () => {
    const tooMany = syntheticCatalogue(MAX_ROUTES_PER_CONTEXT + 1, ['courses']);
    expect(() =>
      createTesseraApp({
        nag: false,
        context: { deployWeb: 'false' },
        env: { account: '123456789012', region: 'eu-west-1' },
        lambdaCode: TEST_CODE,
        contracts: tooMany,
      }),
    ).toThrow(`the courses context has ${MAX_ROUTES_PER_CONTEXT + 1} routes; one context stack holds at most`);
  });
});
