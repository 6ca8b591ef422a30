import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { Template } from 'aws-cdk-lib/assertions';
import { JOB_KINDS } from '@tessera/events';
import { pingTable } from '@tessera/functions/db/system/health';
import { BOUNDED_CONTEXTS, type BoundedContext } from '@tessera/shared';
import { CONTEXT_NEEDS, HEALTH_PARTITION_KEY, JOB_NEEDS, httpContexts } from '../lib/context-needs';
import { renderCfn, resourcesOf, synthesize, type SynthesizedApp, type TemplateJson } from './support/synth';

interface Statement {
  Action: string | string[];
  Resource: TemplateJson;
  Condition?: Record<string, Record<string, string[]>>;
}

const TABLE_ARN = '${import:tessera-test-data:ExportsOutputFnGetAttTableCD117FA1ArnE2C8C204}';
const USER_POOL_ARN = '${import:tessera-test-auth:ExportsOutputFnGetAttUserPool6BA7E5F2Arn686ACC00}';

/** Statements of the policies attached to roles whose logical id starts with `rolePrefix`. */
function statementsOf(template: Template, rolePrefix: string): Statement[] {
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref.startsWith(rolePrefix)))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}

const actionsOf = (statements: Statement[], prefix: string) =>
  statements
    .flatMap((s) => [s.Action].flat())
    .filter((a) => a.startsWith(prefix))
    .sort();

const resourcesFor = (statements: Statement[], action: string) =>
  statements.filter((s) => [s.Action].flat().includes(action)).flatMap((s) => [s.Resource].flat().map(renderCfn));

describe('least privilege per context (ADR 0007)', () => {
  let app: SynthesizedApp;
  const contextStatements = (context: BoundedContext) => {
    const template = app.templates.contexts.get(context)!;
    return statementsOf(template, `${context.charAt(0).toUpperCase()}${context.slice(1)}FunctionRole`);
  };
  beforeAll(() => {
    app = synthesize();
  });

  it('lets the system function only GetItem the health item: no other action, no index, no other key', () => {
    const statements = contextStatements('system');
    expect(actionsOf(statements, 'dynamodb:')).toEqual(['dynamodb:GetItem']);
    expect(resourcesFor(statements, 'dynamodb:GetItem')).toEqual([TABLE_ARN]);
    const get = statements.find((s) => [s.Action].flat().includes('dynamodb:GetItem'))!;
    expect(get.Condition).toEqual({
      'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [HEALTH_PARTITION_KEY] },
    });
    expect(actionsOf(statements, 's3:')).toEqual([]);
    expect(actionsOf(statements, 'sqs:')).toEqual([]);
    expect(actionsOf(statements, 'cognito-idp:')).toEqual([]);
  });

  it('keeps the health key of the grant the one the health ping reads (functions/src/db/system/health.ts)', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { TABLE_NAME: 'tessera', AWS_REGION: 'eu-west-1' });
    const dynamo = mockClient(DynamoDBDocumentClient);
    dynamo.on(GetCommand).resolves({});
    try {
      await pingTable();
      const calls = dynamo.commandCalls(GetCommand);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.args[0].input.Key?.pk).toBe(HEALTH_PARTITION_KEY);
    } finally {
      dynamo.restore();
      process.env = saved;
    }
  });

  it('gives the identity function exactly AdminInitiateAuth, AdminSetUserPassword and AdminUserGlobalSignOut, on the user pool only', () => {
    const statements = contextStatements('identity');
    const granted = [
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminUserGlobalSignOut',
    ];
    expect(actionsOf(statements, 'cognito-idp:')).toEqual(granted);
    for (const action of granted) expect(resourcesFor(statements, action)).toEqual([USER_POOL_ARN]);
  });

  it.each([...httpContexts().keys()])(
    'grants the %s function exactly the table actions of CONTEXT_NEEDS, and Query alone on its named indexes',
    (context) => {
      const statements = contextStatements(context);
      const needs = CONTEXT_NEEDS[context].table;
      const onTable = statements
        .filter((s) => [s.Resource].flat().map(renderCfn).includes(TABLE_ARN))
        .flatMap((s) => [s.Action].flat())
        .sort();
      expect(onTable).toEqual(needs.actions.map((action) => `dynamodb:${action}`).sort());
      const onIndexes = statements.filter((s) => [s.Resource].flat().some((r) => renderCfn(r).includes('/index/')));
      for (const statement of onIndexes) expect([statement.Action].flat()).toEqual(['dynamodb:Query']);
      expect(onIndexes.flatMap((s) => [s.Resource].flat().map(renderCfn)).sort()).toEqual(
        needs.indexes.map((index) => `${TABLE_ARN}/index/${index}`).sort(),
      );
    },
  );

  it('never grants Scan, DescribeTable or a wildcard table action, and BatchWriteItem only to the imports consumer', () => {
    const everyTemplate = [app.templates.jobs, ...app.templates.contexts.values()];
    const actions = everyTemplate.flatMap((template) =>
      Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap((p) =>
        (p.Properties.PolicyDocument.Statement as Statement[]).flatMap((s) => [s.Action].flat()),
      ),
    );
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('dynamodb:DescribeTable');
    expect(actions.filter((a) => a.startsWith('dynamodb:') && a.includes('*'))).toEqual([]);
    const batchWriters = Object.entries({ ...CONTEXT_NEEDS, ...JOB_NEEDS })
      .filter(([, needs]) => needs.table.actions.includes('BatchWriteItem'))
      .map(([name]) => name);
    expect(batchWriters).toEqual(['imports']);
    for (const [context, template] of app.templates.contexts) {
      expect([context, actionsOf(statementsOf(template, ''), 'dynamodb:BatchWrite')]).toEqual([context, []]);
    }
    expect(actionsOf(statementsOf(app.templates.jobs, 'ImportsConsumerRole'), 'dynamodb:BatchWrite')).toEqual([
      'dynamodb:BatchWriteItem',
    ]);
    expect(actionsOf(statementsOf(app.templates.jobs, 'ExtractsConsumerRole'), 'dynamodb:BatchWrite')).toEqual([]);
  });

  it('gives Cognito administration only to the contexts and consumers that list it, never ListUsers', () => {
    for (const context of BOUNDED_CONTEXTS) {
      if (!app.templates.contexts.has(context)) continue;
      expect([context, actionsOf(contextStatements(context), 'cognito-idp:')]).toEqual([
        context,
        [...(CONTEXT_NEEDS[context].cognitoActions ?? [])].sort(),
      ]);
    }
    const all = [...Object.values(CONTEXT_NEEDS), ...Object.values(JOB_NEEDS)].flatMap((n) => n.cognitoActions ?? []);
    expect(all).not.toContain('cognito-idp:ListUsers');
    const consumersWithCognito = JOB_KINDS.filter(
      (kind) =>
        actionsOf(
          statementsOf(app.templates.jobs, `${kind.charAt(0).toUpperCase()}${kind.slice(1)}ConsumerRole`),
          'cognito-idp:',
        ).length > 0,
    );
    expect(consumersWithCognito).toEqual(['imports']);
  });

  it('lets the imports Lambda sign uploads and start imports, and its consumer write chunks and error reports (docs/adr/0029)', () => {
    const http = contextStatements('imports');
    expect(actionsOf(http, 's3:')).toEqual(
      expect.arrayContaining(['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging']),
    );
    expect(actionsOf(http, 'sqs:')).toContain('sqs:SendMessage');
    const consumer = statementsOf(app.templates.jobs, 'ImportsConsumerRole');
    expect(actionsOf(consumer, 's3:')).toEqual(
      expect.arrayContaining(['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging', 's3:DeleteObject']),
    );
  });

  it('grants bucket objects only to the contexts that list a bucket', () => {
    for (const [context, template] of app.templates.contexts) {
      const needs = CONTEXT_NEEDS[context];
      const s3Actions = actionsOf(statementsOf(template, ''), 's3:');
      if (!needs.uploads && !needs.extracts) expect([context, s3Actions]).toEqual([context, []]);
      else expect(s3Actions).toContain('s3:GetObject');
    }
  });
});
