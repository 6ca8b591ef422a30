import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Stack, type CfnElement } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import * as lambda from 'aws-cdk-lib/aws-lambda';
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
  };
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
