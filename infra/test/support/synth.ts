import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Stack, type CfnElement, type NestedStack } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { BoundedContext } from '@tessera/shared';
import { createTesseraApp, type TesseraAppOptions, type TesseraStacks } from '../../lib/tessera-app';

/** A tiny built web app, so the BucketDeployment path can be synthesized without building the web. */
export const FIXTURE_WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'web-dist');

/**
 * The template tests do not bundle: every function gets this inline stand-in instead of its esbuild
 * bundle (TesseraFunction's test-only `code`). `npx cdk synth` always bundles the real handlers.
 */
export const TEST_CODE = lambda.Code.fromInline('exports.handler = async () => ({ statusCode: 204 });');

export interface SynthesizedApp extends TesseraStacks {
  readonly assembly: CloudAssembly;
  readonly templates: {
    readonly data: Template;
    readonly auth: Template;
    readonly jobs: Template;
    readonly api: Template;
    readonly web: Template;
    /** The us-east-1 web ACL stack (absent with waf=false). */
    readonly edge?: Template;
    /** Each context's nested stack of the API (ADR 0006). */
    readonly contexts: ReadonlyMap<BoundedContext, Template>;
  };
}

/** The template a nested stack synthesized to (a file of the cloud assembly, beside its parent's). */
export function nestedTemplateJson(assembly: CloudAssembly, nested: NestedStack): Record<string, TemplateJson> {
  return JSON.parse(readFileSync(join(assembly.directory, nested.templateFile), 'utf8')) as Record<
    string,
    TemplateJson
  >;
}

/** Synthesizes the whole app once (account/region fixed) and returns each stack's template. */
export function synthesize(options: Omit<TesseraAppOptions, 'lambdaCode' | 'outdir'> = {}): SynthesizedApp {
  const stacks = createTesseraApp({
    nag: false,
    builtinCloudFormationValidation: false,
    env: { account: '123456789012', region: 'eu-west-1' },
    lambdaCode: TEST_CODE,
    outdir: mkdtempSync(join(tmpdir(), 'tessera-cdk-test-')),
    ...options,
    context: { deployWeb: 'false', ...options.context },
  });
  const assembly = stacks.app.synth();
  const template = (stackName: string) => Template.fromJSON(assembly.getStackByName(stackName).template);
  return {
    ...stacks,
    assembly,
    templates: {
      data: template(stacks.data.stackName),
      auth: template(stacks.auth.stackName),
      jobs: template(stacks.jobs.stackName),
      api: template(stacks.api.stackName),
      web: template(stacks.web.stackName),
      ...(stacks.edge ? { edge: template(stacks.edge.stackName) } : {}),
      contexts: new Map(
        [...stacks.api.contextStacks].map(([context, nested]) => [
          context,
          Template.fromJSON(nestedTemplateJson(assembly, nested)),
        ]),
      ),
    },
  };
}

/**
 * Synthesized CloudFormation JSON, navigated freely by the assertions (which then check its shape): the
 * one place the infra tests give up static types.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TemplateJson = any;

export interface TemplateResource {
  readonly Properties: Record<string, TemplateJson>;
}

/** Resources of one type in a template, by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, TemplateResource> {
  return template.findResources(type) as Record<string, TemplateResource>;
}

/** The CloudFormation logical id of an L2 construct's main resource. */
export function logicalId(construct: IConstruct): string {
  const resource = construct.node.defaultChild as CfnElement | undefined;
  if (!resource) throw new Error(`${construct.node.path} has no default child`);
  return Stack.of(construct).getLogicalId(resource);
}

/**
 * A CloudFormation string value as text: literal parts kept, `{Ref: X}` as `${X}`, `{Fn::GetAtt: [A, b]}` as
 * `${A.b}`, `{Fn::ImportValue: E}` as `${import:E}`, `Fn::Join` joined. For asserting on values built from
 * tokens (the CSP, CORS origins, ARNs).
 */
export function renderCfn(value: TemplateJson): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value?.Ref) return `\${${value.Ref as string}}`;
  if (value?.['Fn::GetAtt']) return `\${${(value['Fn::GetAtt'] as string[]).join('.')}}`;
  if (value?.['Fn::ImportValue']) return `\${import:${renderCfn(value['Fn::ImportValue'])}}`;
  if (value?.['Fn::Join']) {
    const [separator, parts] = value['Fn::Join'] as [string, TemplateJson[]];
    return parts.map(renderCfn).join(separator);
  }
  throw new Error(`cannot render ${JSON.stringify(value)}`);
}
