import type { Node } from 'constructs';
import { TABLE_INDEXES } from '@tessera/functions/db/table-definition';
import { WEB_DIST, webDistIsBuilt } from './paths';

/** The AWS environments Tessera deploys to (`local` is the emulator cloud of `npm start`, never deployed). */
export const DEPLOY_ENVIRONMENTS = ['test', 'production'] as const;
export type DeployEnvironment = (typeof DEPLOY_ENVIRONMENTS)[number];

export interface TesseraConfig {
  /** `-c environment=production|test` (default test). Production retains data and turns on protections. */
  readonly environment: DeployEnvironment;
  /** `-c domainName=portfolio.example.edu`: the site's own domain on CloudFront (needs `certificateArn`). */
  readonly domainName?: string;
  /** `-c certificateArn=arn:aws:acm:us-east-1:…`: ACM certificate for `domainName` (us-east-1, CloudFront). */
  readonly certificateArn?: string;
  /**
   * `-c originSecretGeneration=N` (default 1): which generation of the origin-guard secret CloudFront sends
   * and the functions expect; the next number rotates it (ADR 0007).
   */
  readonly originSecretGeneration: number;
  /** `-c waf=false` leaves the CloudFront distribution without the per-IP rate limit (ADR 0007). */
  readonly waf: boolean;
  /**
   * `-c tableIndexes=N` (default: all): how many of functions/src/db/table-definition.ts's indexes the table
   * gets, in their order. DynamoDB creates one index per table update and CloudFormation does not split an
   * update that adds two, so a table older than its definition by two indexes is brought up in steps
   * (README "Deploying to AWS", ADR 0028 §4).
   */
  readonly tableIndexes: number;
  /** Whether the web stack uploads `web/dist` with a BucketDeployment. */
  readonly deployWeb: boolean;
  readonly webDistDir: string;
}

function stringContext(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'boolean' && typeof value !== 'number') {
    throw new Error(`context ${key} must be a string, got ${JSON.stringify(value)}`);
  }
  return String(value);
}

/**
 * Reads the deploy-time context (`-c key=value`, documented in infra/README.md). Invalid combinations fail
 * the synth with a sentence saying what to pass, rather than producing a half-configured stack.
 */
export function readConfig(node: Node): TesseraConfig {
  const environment = stringContext(node, 'environment') ?? 'test';
  if (!(DEPLOY_ENVIRONMENTS as readonly string[]).includes(environment)) {
    throw new Error(`context environment must be one of ${DEPLOY_ENVIRONMENTS.join(', ')}; got "${environment}"`);
  }

  const domainName = stringContext(node, 'domainName');
  const certificateArn = stringContext(node, 'certificateArn');
  if (domainName && !certificateArn) {
    throw new Error('context domainName needs certificateArn (an ACM certificate in us-east-1 covering the domain)');
  }
  if (certificateArn && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error('context certificateArn must be an ACM certificate in us-east-1 (CloudFront requires it)');
  }

  const generationText = stringContext(node, 'originSecretGeneration') ?? '1';
  const originSecretGeneration = Number(generationText);
  if (!/^[1-9]\d{0,5}$/.test(generationText) || !Number.isSafeInteger(originSecretGeneration)) {
    throw new Error(`context originSecretGeneration must be a whole number from 1; got "${generationText}"`);
  }

  const wafFlag = stringContext(node, 'waf') ?? 'true';
  if (!['true', 'false'].includes(wafFlag)) {
    throw new Error(`context waf must be true or false; got "${wafFlag}"`);
  }

  const indexesText = stringContext(node, 'tableIndexes') ?? String(TABLE_INDEXES.length);
  const tableIndexes = Number(indexesText);
  if (!/^\d{1,2}$/.test(indexesText) || tableIndexes < 1 || tableIndexes > TABLE_INDEXES.length) {
    throw new Error(
      `context tableIndexes must be a whole number from 1 to ${TABLE_INDEXES.length}; got "${indexesText}"`,
    );
  }

  const webDistDir = stringContext(node, 'webDist') ?? WEB_DIST;
  const deployWebFlag = stringContext(node, 'deployWeb') ?? 'auto';
  if (!['auto', 'true', 'false'].includes(deployWebFlag)) {
    throw new Error(`context deployWeb must be auto, true or false; got "${deployWebFlag}"`);
  }
  const built = webDistIsBuilt(webDistDir);
  if (deployWebFlag === 'true' && !built) {
    throw new Error(`context deployWeb=true but ${webDistDir}/index.html does not exist: run npm run build:web`);
  }
  const deployWeb = deployWebFlag === 'true' || (deployWebFlag === 'auto' && built);

  return {
    environment: environment as DeployEnvironment,
    ...(domainName ? { domainName } : {}),
    ...(certificateArn ? { certificateArn } : {}),
    originSecretGeneration,
    waf: wafFlag === 'true',
    tableIndexes,
    deployWeb,
    webDistDir,
  };
}
