import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { JobKind } from '@tessera/events';
import type { ContextNeeds, TableNeeds } from './context-needs';
import type { PlatformResources } from './function-environment';

const OBJECT_READ = ['s3:GetObject'];
/**
 * PutObjectTagging: a crop is put, and an admitted upload copied, with the `state=admitted` tag (S3 authorises a
 * tag on PutObject and CopyObject by this action too).
 */
const OBJECT_WRITE = ['s3:PutObject', 's3:PutObjectTagging', 's3:DeleteObject', 's3:AbortMultipartUpload'];

/**
 * The IAM statements for a function's table needs: its actions on the table itself (limited to the
 * leading keys when given), and `dynamodb:Query` — the only action an index serves — on each index it
 * queries, by name.
 */
export function tableStatements(tableArn: string, needs: TableNeeds): iam.PolicyStatement[] {
  const conditions = needs.leadingKeys
    ? { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [...needs.leadingKeys] } }
    : undefined;
  const statements = [
    new iam.PolicyStatement({
      actions: needs.actions.map((action) => `dynamodb:${action}`),
      resources: [tableArn],
      ...(conditions ? { conditions } : {}),
    }),
  ];
  if (needs.actions.includes('Query') && needs.indexes.length > 0) {
    statements.push(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: needs.indexes.map((index) => `${tableArn}/index/${index}`),
        ...(conditions ? { conditions } : {}),
      }),
    );
  }
  return statements;
}

/**
 * Grants one function exactly what its context (or job kind) needs, with explicit actions and resources:
 * the table and each named index (no `index/*`), objects of the named buckets, the user pool, the queues.
 */
export function grantNeeds(fn: lambda.Function, needs: ContextNeeds, resources: PlatformResources): void {
  for (const statement of tableStatements(resources.table.tableArn, needs.table)) fn.addToRolePolicy(statement);

  const buckets: [s3.IBucket, ContextNeeds['uploads']][] = [
    [resources.uploadsBucket, needs.uploads],
    [resources.extractsBucket, needs.extracts],
  ];
  for (const [bucket, access] of buckets) {
    if (!access) continue;
    const objects = bucket.arnForObjects('*');
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: access === 'readWrite' ? [...OBJECT_READ, ...OBJECT_WRITE] : OBJECT_READ,
        resources: [objects],
      }),
    );
    // ListBucket makes a missing key a 404 rather than a 403 (HeadObject after an upload).
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    acknowledgeWildcardResource(
      fn.role!,
      objects,
      'Uploaded files and extracts are objects with generated keys under organisation prefixes; the function addresses any object of this one bucket, never another bucket.',
    );
  }

  if (needs.cognitoActions?.length) {
    resources.userPool.grant(fn, ...needs.cognitoActions);
  }

  for (const kind of needs.sendsJobs ?? []) {
    resources.queues[kind as JobKind].grantSendMessages(fn);
  }
}

/**
 * Acknowledges cdk-nag's AwsSolutions-IAM5 finding for one wildcard resource, computing the finding id the
 * way the rule does (the flattened CloudFormation expression). Only valid for resources whose tokens are
 * local to the stack or pseudo parameters, which is why the data buckets have deterministic names.
 */
export function acknowledgeWildcardResource(role: iam.IRole, resource: string, reason: string): void {
  const flattened = flattenCfnReference(Stack.of(role).resolve(resource));
  Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[Resource::${flattened}]`, reason });
}

/**
 * Acknowledges every wildcard (action or resource) of a role's default policy, as it stands now. ONLY for
 * roles that aws-cdk-lib generates for its own custom resources, whose statements we do not write.
 */
export function acknowledgeGeneratedRoleWildcards(role: iam.IRole, reason: string): void {
  const policy = role.node.tryFindChild('DefaultPolicy');
  if (!(policy instanceof iam.Policy)) return;
  const document = Stack.of(role).resolve(policy.document.toJSON()) as {
    Statement?: { Effect: string; Action: string | string[]; Resource: unknown }[];
  };
  const ids = new Set<string>();
  for (const statement of document.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of [statement.Action].flat()) {
      if (action.includes('*')) ids.add(`AwsSolutions-IAM5[Action::${action}]`);
    }
    for (const resource of [statement.Resource].flat()) {
      const flattened = flattenCfnReference(resource);
      if (flattened.includes('*')) ids.add(`AwsSolutions-IAM5[Resource::${flattened}]`);
    }
  }
  for (const id of ids) Validations.of(role).acknowledge({ id, reason });
}
