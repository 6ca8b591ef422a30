import { Aws } from 'aws-cdk-lib';
import type { DeployEnvironment } from './config';

export type PlatformBucket = 'uploads' | 'extracts';

/**
 * Deterministic names of the data buckets: `tessera-<environment>-<bucket>-<account>-<region>`. The API and
 * jobs stacks address the buckets by these names (pseudo parameters only), so they need no cross-stack
 * export for S3 and their IAM statements have stable, reviewable resource strings.
 */
export function platformBucketName(bucket: PlatformBucket, environment: DeployEnvironment): string {
  return `tessera-${environment}-${bucket}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}

/**
 * The Secrets Manager name of one generation of the origin-guard secret (ADR 0007). The API stack creates
 * it; the functions and the CloudFront origin reference it by this name, so no stack exports it.
 */
export function originSecretName(environment: DeployEnvironment, generation: number): string {
  return `tessera/${environment}/origin-verify/${generation}`;
}

/** CloudFormation stack names: one set per environment, so test and production can share an account. */
export function stackName(environment: DeployEnvironment, part: string): string {
  return `tessera-${environment}-${part}`;
}

/** `website-admin` → `WebsiteAdmin`, `identity.getUser` → `IdentityGetUser`: construct ids from names. */
export function pascalCase(value: string): string {
  return value
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
