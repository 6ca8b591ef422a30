import { EXTRACT_SCHEDULE_TICK_MINUTES } from '@tessera/shared';
import { DEAD_LETTER_CONSUMERS, JOB_KINDS, runDueExtractSchedulesJob, sweepFieldObjectsJob } from '@tessera/events';
import { DEAD_LETTER_NEEDS } from '../lib/context-needs';
import { CONSUMER_TIMEOUT } from '../lib/stacks/jobs-stack';
import {
  logicalId,
  resourcesOf,
  synthesize,
  type SynthesizedApp,
  type TemplateJson,
  type TemplateResource,
} from './support/synth';

describe('jobs stack', () => {
  let app: SynthesizedApp;
  let queues: Record<string, TemplateResource>;
  beforeAll(() => {
    app = synthesize();
    queues = resourcesOf(app.templates.jobs, 'AWS::SQS::Queue');
  });

  it('has exactly one queue and one dead-letter queue per job kind', () => {
    expect(Object.keys(queues)).toHaveLength(JOB_KINDS.length * 2);
  });

  it.each(JOB_KINDS)('moves a %s message to its DLQ after 5 receives (infra/README.md)', (kind) => {
    const queueId = logicalId(app.jobs.queues[kind]);
    const dlqId = logicalId(app.jobs.deadLetterQueues[kind]);
    expect(queues[queueId]?.Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
      maxReceiveCount: 5,
    });
  });

  it('encrypts every queue and denies every request without TLS', () => {
    for (const queue of Object.values(queues)) expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    const policies = Object.values(resourcesOf(app.templates.jobs, 'AWS::SQS::QueuePolicy'));
    const covered = policies
      .filter((p) =>
        p.Properties.PolicyDocument.Statement.some(
          (s: TemplateJson) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false',
        ),
      )
      .flatMap((p) => p.Properties.Queues.map((q: { Ref: string }) => q.Ref));
    expect(covered.sort()).toEqual(Object.keys(queues).sort());
  });

  it.each(JOB_KINDS)('consumes %s with a Node.js 22 function that reports partial batch failures', (kind) => {
    const queueId = logicalId(app.jobs.queues[kind]);
    const consumerId = logicalId(app.jobs.consumers[kind]);
    app.templates.jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: consumerId },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const consumer = resourcesOf(app.templates.jobs, 'AWS::Lambda::Function')[consumerId];
    expect(consumer?.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      TracingConfig: { Mode: 'Active' },
      Timeout: CONSUMER_TIMEOUT.toSeconds(),
    });
    expect(consumer?.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe(`jobs-${kind}`);
  });

  it('sends the sweep of large answers’ objects its first page daily at 03:17 UTC, as its job contract reads it', () => {
    const rules = Object.values(resourcesOf(app.templates.jobs, 'AWS::Events::Rule'));
    expect(rules).toHaveLength(1);
    const rule = rules[0] as TemplateResource;
    expect(rule.Properties.ScheduleExpression).toBe('cron(17 3 * * ? *)');
    expect(rule.Properties.State).toBe('ENABLED');
    const queueId = logicalId(app.jobs.queues.maintenance);
    const [target] = rule.Properties.Targets as TemplateJson[];
    expect(target?.Arn).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    // The event's id becomes the job id (EventBridge puts a string value in a JSON template with its quotes);
    // with a stand-in for it, the message is the contract's first page.
    const template = target?.InputTransformer?.InputTemplate as string;
    expect(target?.InputTransformer?.InputPathsMap).toEqual({ id: '$.id' });
    const message = JSON.parse(template.replace('<id>', '"event-1"')) as unknown;
    expect(sweepFieldObjectsJob.message.parse(message)).toMatchObject({
      jobId: 'event-1',
      kind: 'maintenance',
      payload: { continuation: null },
    });
    // EventBridge may send to that queue, and only from this rule.
    const policies = Object.values(resourcesOf(app.templates.jobs, 'AWS::SQS::QueuePolicy'));
    const allowed = policies
      .filter((p) => p.Properties.Queues.some((q: { Ref: string }) => q.Ref === queueId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as TemplateJson[])
      .filter((s) => s.Effect === 'Allow');
    expect(allowed).toEqual([
      expect.objectContaining({
        Action: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
        Principal: { Service: 'events.amazonaws.com' },
        Condition: { ArnEquals: { 'aws:SourceArn': { 'Fn::GetAtt': [logicalId(app.jobs.fieldObjectSweep), 'Arn'] } } },
      }),
    ]);
  });

  it('ticks the extract scheduler with EventBridge Scheduler: the tick’s typed message on the extracts queue', () => {
    const schedules = Object.values(resourcesOf(app.templates.jobs, 'AWS::Scheduler::Schedule'));
    expect(schedules).toHaveLength(1);
    const schedule = schedules[0] as TemplateResource;
    expect(schedule.Properties.ScheduleExpression).toBe(`rate(${EXTRACT_SCHEDULE_TICK_MINUTES} minutes)`);
    expect(schedule.Properties.State).toBe('ENABLED');
    const queueId = logicalId(app.jobs.queues.extracts);
    const target = schedule.Properties.Target as TemplateJson;
    expect(target.Arn).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    expect(target.RetryPolicy).toEqual({
      MaximumEventAgeInSeconds: EXTRACT_SCHEDULE_TICK_MINUTES * 60,
      MaximumRetryAttempts: 3,
    });
    // The execution id (a Scheduler context attribute) is the job id; with a stand-in, the contract reads it.
    const message = JSON.parse((target.Input as string).replace('<aws.scheduler.execution-id>', 'exec-1')) as unknown;
    expect(runDueExtractSchedulesJob.message.parse(message)).toMatchObject({ jobId: 'exec-1', kind: 'extracts' });
    // Its role may send to the extracts queue, and to nothing else.
    const roles = resourcesOf(app.templates.jobs, 'AWS::IAM::Role');
    const roleId = (target.RoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(roles[roleId]?.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      expect.objectContaining({ Principal: { Service: 'scheduler.amazonaws.com' } }),
    ]);
    const statements = Object.values(resourcesOf(app.templates.jobs, 'AWS::IAM::Policy'))
      .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as TemplateJson[]);
    expect(statements).toEqual([
      expect.objectContaining({
        Action: 'sqs:SendMessage',
        Effect: 'Allow',
        Resource: { 'Fn::GetAtt': [queueId, 'Arn'] },
      }),
    ]);
  });

  it('keeps messages invisible for six consumer timeouts, so a slow batch is not delivered twice', () => {
    for (const kind of JOB_KINDS) {
      const queue = queues[logicalId(app.jobs.queues[kind])];
      expect(queue?.Properties.VisibilityTimeout).toBe(CONSUMER_TIMEOUT.toSeconds() * 6);
    }
  });

  it.each(DEAD_LETTER_CONSUMERS)(
    'consumes the %s DLQ with a function of its own that records what SQS gave up on, and sends no job',
    (kind) => {
      const dlqId = logicalId(app.jobs.deadLetterQueues[kind]);
      const consumer = app.jobs.deadLetterConsumers[kind]!;
      const consumerId = logicalId(consumer);
      app.templates.jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
        FunctionName: { Ref: consumerId },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      const fn = resourcesOf(app.templates.jobs, 'AWS::Lambda::Function')[consumerId];
      expect(fn?.Properties.Timeout).toBe(CONSUMER_TIMEOUT.toSeconds());
      expect(fn?.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe(`jobs-${kind}-dlq`);
      // Hidden for six of its consumer's timeouts, as the queues are.
      expect(queues[dlqId]?.Properties.VisibilityTimeout).toBe(CONSUMER_TIMEOUT.toSeconds() * 6);
      const policies = Object.values(resourcesOf(app.templates.jobs, 'AWS::IAM::Policy')).filter((policy) =>
        JSON.stringify(policy.Properties.Roles).includes(
          `${kind.charAt(0).toUpperCase()}${kind.slice(1)}DeadLetterConsumer`,
        ),
      );
      const actions = policies.flatMap((policy) =>
        policy.Properties.PolicyDocument.Statement.flatMap((statement: TemplateJson) => [statement.Action].flat()),
      );
      expect(actions).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'dynamodb:UpdateItem']));
      // An import's run writes its error report when its last chunk is recorded; an extract's log only ends.
      expect(actions.includes('s3:PutObject')).toBe(DEAD_LETTER_NEEDS[kind].uploads === 'readWrite');
      expect(
        actions.filter((action: string) => action === 'sqs:SendMessage' || action.startsWith('cognito-idp:')),
      ).toEqual([]);
    },
  );

  it('gives no other DLQ a consumer: their messages stay for an operator', () => {
    const consumed = Object.values(resourcesOf(app.templates.jobs, 'AWS::Lambda::EventSourceMapping')).map(
      (mapping) => mapping.Properties.EventSourceArn['Fn::GetAtt'][0],
    );
    for (const kind of JOB_KINDS) {
      const dlqId = logicalId(app.jobs.deadLetterQueues[kind]);
      expect(consumed.includes(dlqId)).toBe((DEAD_LETTER_CONSUMERS as readonly string[]).includes(kind));
    }
  });
});
