import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (lambdaBundleOptions.alias; ADR 0012):
 * every SDK client's runtime config imports that package's default chain (environment, SSO, ini files,
 * processes, web identity, container and instance metadata), which brings STS and SSO clients with it — about
 * 130 KB of every bundle. A Lambda function's credentials are always in its environment (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, set by the runtime), so the chain's first link is the only one that
 * can answer. The local cloud and the tests run the sources unbundled, with explicit credentials.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
