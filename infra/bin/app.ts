/**
 * The Tessera CDK app (`npx cdk synth` / `npx cdk deploy` from the repository root; cdk.json points here).
 * Context values are documented in infra/README.md. cdk-nag's AwsSolutions pack runs on every synth.
 */
import { createTesseraApp } from '../lib/tessera-app';

createTesseraApp();
