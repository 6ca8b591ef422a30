import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { createTesseraApp } from '../lib/tessera-app';
import { FIXTURE_WEB_DIST, TEST_CODE, resourcesOf, synthesize, type SynthesizedApp } from './support/synth';

/**
 * cdk-nag 3 is a CDK policy-validation plugin: its findings go to the validation report (and fail the synth),
 * not to construct annotations. So the findings are collected by running the AwsSolutions pack over the
 * synthesized construct tree (`validateScope`, the same walk `Validations.of(app).addPlugins` runs at synth);
 * acknowledged findings (`Validations.of(x).acknowledge({ id, reason })`) are left out by the pack itself.
 */
function unsuppressedFindings(app: SynthesizedApp, severity: 'error' | 'warning'): string[] {
  const report = new AwsSolutionsChecks().validateScope(app.app);
  return report.violations
    .filter((v) => v.severity === severity)
    .flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}: ${v.description}`));
}

function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}

const domain = {
  domainName: 'portfolio.example.edu',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/x',
};
const variants: [string, Record<string, unknown>][] = [
  ['test, web not deployed', { environment: 'test', deployWeb: 'false' }],
  [
    'test, web deployed, default CloudFront domain',
    { environment: 'test', deployWeb: 'true', webDist: FIXTURE_WEB_DIST },
  ],
  ['test, without the WAF (waf=false)', { environment: 'test', deployWeb: 'false', waf: 'false' }],
  [
    'production, web deployed, custom domain',
    { environment: 'production', deployWeb: 'true', webDist: FIXTURE_WEB_DIST, ...domain },
  ],
];

describe('cdk-nag AwsSolutions', () => {
  const apps = new Map<string, SynthesizedApp>();
  beforeAll(() => {
    for (const [name, context] of variants) apps.set(name, synthesize({ context }));
  });

  it.each(variants.map(([name]) => name))('reports no unsuppressed error (%s)', (name) => {
    expect(unsuppressedFindings(apps.get(name)!, 'error')).toEqual([]);
  });

  it.each(variants.map(([name]) => name))('reports no unsuppressed warning either (%s)', (name) => {
    expect(unsuppressedFindings(apps.get(name)!, 'warning')).toEqual([]);
  });

  it('gives every suppression a rule id and a reason', () => {
    for (const app of apps.values()) {
      const acks = acknowledgements(app.app);
      expect(acks.length).toBeGreaterThan(0);
      for (const ack of acks) {
        expect(ack.id).toMatch(/^AwsSolutions-[A-Z]+\d+(\[.+\])?$/);
        expect(ack.reason.trim().length).toBeGreaterThan(40);
      }
    }
  });

  it("keeps the functions' Resource::* acknowledgement honest: only X-Ray actions have a * resource", () => {
    for (const app of apps.values()) {
      for (const template of [app.templates.api, app.templates.jobs, ...app.templates.contexts.values()]) {
        const statements = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap(
          (p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
        );
        const starActions = statements
          .filter((st) => [st.Resource].flat().includes('*'))
          .flatMap((st) => [st.Action].flat());
        expect(starActions.filter((action) => !action.startsWith('xray:'))).toEqual([]);
      }
    }
  });

  it('leaves no error annotation on any stack', () => {
    for (const app of apps.values()) {
      for (const stack of app.assembly.stacks) {
        const errors = stack.messages.filter((m) => m.level === 'error').map((m) => `${m.id}: ${String(m.entry.data)}`);
        expect(errors).toEqual([]);
      }
    }
  });

  it('runs as a validation plugin at synth (as npx cdk synth does) and the synth passes', () => {
    const { app } = createTesseraApp({
      context: { environment: 'production', deployWeb: 'false' },
      env: { account: '123456789012', region: 'eu-west-1' },
      lambdaCode: TEST_CODE,
      builtinCloudFormationValidation: false,
      outdir: mkdtempSync(join(tmpdir(), 'tessera-cdk-nag-')),
    });
    // Under Jest (NODE_ENV=test) the CDK throws the whole report when a plugin reports an error.
    expect(() => app.synth()).not.toThrow();
  });

  it('would fail the synth on an unacknowledged finding (the check is not vacuous)', () => {
    const { app, data } = createTesseraApp({
      context: { environment: 'test', deployWeb: 'false' },
      env: { account: '123456789012', region: 'eu-west-1' },
      lambdaCode: TEST_CODE,
      builtinCloudFormationValidation: false,
      outdir: mkdtempSync(join(tmpdir(), 'tessera-cdk-nag-')),
    });
    new s3.Bucket(data, 'CanaryWithoutTls');
    expect(() => app.synth()).toThrow(/AwsSolutions-S10/);
  });

  it('checks the contexts’ nested stacks and the edge stack too', () => {
    const { app, api, edge } = createTesseraApp({
      context: { environment: 'test', deployWeb: 'false' },
      env: { account: '123456789012', region: 'eu-west-1' },
      lambdaCode: TEST_CODE,
      builtinCloudFormationValidation: false,
      outdir: mkdtempSync(join(tmpdir(), 'tessera-cdk-nag-')),
    });
    new s3.Bucket(api.contextStacks.get('identity')!, 'CanaryInNestedStack');
    new s3.Bucket(edge!, 'CanaryInEdgeStack');
    expect(() => app.synth()).toThrow(/AwsSolutions-S10/);
    const report = new AwsSolutionsChecks().validateScope(app);
    const paths = report.violations.flatMap((v) => v.violatingResources.map((r) => r.constructPath ?? ''));
    expect(paths.some((path) => path.includes('CanaryInNestedStack'))).toBe(true);
    expect(paths.some((path) => path.includes('CanaryInEdgeStack'))).toBe(true);
  });
});
