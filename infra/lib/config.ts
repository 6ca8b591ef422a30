import type { Node } from 'constructs';
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
  /** Origins allowed to POST uploads to S3 from the browser (presigned POST). */
  readonly webOrigins: readonly string[];
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

  // Presigned POST goes from the web origin straight to the uploads bucket. Before the first deploy the
  // CloudFront host name is unknown (and the data stack cannot depend on the web stack), so without a
  // domain the CORS rule admits CloudFront host names; `webOrigin` narrows it to the exact origin.
  const webOrigin = stringContext(node, 'webOrigin');
  const webOrigins = webOrigin
    ? webOrigin.split(',').map((o) => o.trim())
    : domainName
      ? [`https://${domainName}`]
      : ['https://*.cloudfront.net'];

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
    webOrigins,
    deployWeb,
    webDistDir,
  };
}
