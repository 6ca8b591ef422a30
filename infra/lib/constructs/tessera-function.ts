import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { DeployEnvironment } from '../config';
import { LOCK_FILE, REPO_ROOT } from '../paths';
import { lambdaBundleOptions } from './bundle-options';

const TSX_CLI = join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');
const BUNDLE_LAMBDA = fileURLToPath(new URL('./bundle-lambda.ts', import.meta.url));

/** The Node.js runtime every Tessera function runs on (platform-foundation issue: Node.js 22). */
export const TESSERA_RUNTIME = lambda.Runtime.NODEJS_22_X;

export interface TesseraFunctionProps {
  /** Absolute path of the TypeScript handler module (exports `handler`). */
  readonly entry: string;
  /** Powertools service name, e.g. `identity` or `jobs-imports`. */
  readonly serviceName: string;
  readonly deployEnvironment: DeployEnvironment;
  /** The agreed function environment (TABLE_NAME, USER_POOL_ID, …); Powertools variables are added here. */
  readonly environment: Record<string, string>;
  readonly description?: string;
  /** @default 1024 MB (more memory also means more CPU for cold starts) */
  readonly memorySize?: number;
  /** @default 29 seconds (the HTTP API integration limit is 30 s) */
  readonly timeout?: Duration;
  /**
   * Replaces the esbuild bundle. ONLY for the infra tests, which assert on templates and must not spend a
   * minute bundling; `npx cdk synth` never sets it.
   */
  readonly code?: lambda.Code;
  /**
   * Packages installed beside the bundle instead of bundled (they are in lambdaBundleOptions.external): native
   * ones such as sharp are installed for the functions' platform, linux on ARM64 (ADR 0019).
   */
  readonly nodeModules?: readonly string[];
}

/**
 * One place for Lambda defaults (docs/architecture.md §11, Powertools style): Node.js 22 on ARM64, X-Ray active
 * tracing, its own log group with a retention, a role that can write only to that log group, Powertools
 * environment, and an ESM bundle built by the local esbuild (no Docker) with the AWS SDK v3 bundled, using
 * the shared esbuild options of ./bundle-options.
 */
export class TesseraFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: TesseraFunctionProps) {
    if (!props.code && !existsSync(props.entry)) {
      throw new Error(
        `${props.serviceName}: handler ${relative(REPO_ROOT, props.entry)} does not exist (every bounded context with contracts, and every job kind, needs one)`,
      );
    }
    const production = props.deployEnvironment === 'production';
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: production ? logs.RetentionDays.SIX_MONTHS : logs.RetentionDays.ONE_MONTH,
      removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // Our own role instead of AWSLambdaBasicExecutionRole (a managed policy that may write to any log group).
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Tessera ${props.serviceName} function`,
    });
    logGroup.grantWrite(role);

    const code = props.code;
    super(scope, id, {
      runtime: TESSERA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      tracing: lambda.Tracing.ACTIVE,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      role,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      // With JSON logs Lambda filters by level itself; keep it in step with POWERTOOLS_LOG_LEVEL below.
      applicationLogLevelV2: production ? lambda.ApplicationLogLevel.INFO : lambda.ApplicationLogLevel.DEBUG,
      systemLogLevelV2: lambda.SystemLogLevel.WARN,
      ...(props.description ? { description: props.description } : {}),
      environment: {
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        POWERTOOLS_METRICS_NAMESPACE: 'Tessera',
        POWERTOOLS_LOG_LEVEL: production ? 'INFO' : 'DEBUG',
        POWERTOOLS_LOGGER_LOG_EVENT: 'false',
        POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
      },
      ...(code
        ? { code, handler: 'index.handler' }
        : {
            entry: props.entry,
            handler: 'handler',
            projectRoot: REPO_ROOT,
            depsLockFilePath: LOCK_FILE,
            // The bench (bench/run.ts) bundles with the same options, so it measures what ships.
            bundling: {
              forceDockerBundling: false,
              format: OutputFormat.ESM,
              target: lambdaBundleOptions.target,
              minify: lambdaBundleOptions.minify,
              sourceMap: lambdaBundleOptions.sourcemap,
              mainFields: [...lambdaBundleOptions.mainFields],
              banner: lambdaBundleOptions.banner.js,
              esbuildArgs: {
                '--legal-comments': lambdaBundleOptions.legalComments,
                ...Object.fromEntries(
                  Object.entries(lambdaBundleOptions.alias).map(([name, path]) => [`--alias:${name}`, path]),
                ),
              },
              // NodejsFunction's esbuild command writes one file (--outfile): the hook rebuilds the entry with
              // code splitting into the same folder, so routes, S3 and Cognito load on first use (ADR 0024).
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_inputDir: string, outputDir: string) => [
                  `"${process.execPath}" "${TSX_CLI}" "${BUNDLE_LAMBDA}" "${props.entry}" "${outputDir}"`,
                ],
              },
              // docs/architecture.md §10: the AWS SDK v3 is bundled (and tree-shaken), not taken from the runtime.
              bundleAwsSDK: true,
              externalModules: [...lambdaBundleOptions.external],
              ...(props.nodeModules?.length
                ? {
                    nodeModules: [...props.nodeModules],
                    // npm installs the prebuilt binaries of the Lambda's platform, whatever machine deploys.
                    environment: { npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' },
                  }
                : {}),
              logLevel: LogLevel.WARNING,
            },
          }),
    });

    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray active tracing needs xray:PutTraceSegments and xray:PutTelemetryRecords, which support no resource-level permissions.',
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the platform runtime chosen in the platform-foundation issue (Powertools 2.35 and our esbuild target); it is a supported Lambda runtime. Moving to a newer runtime is a deliberate upgrade, not a drive-by.',
    });
  }
}
