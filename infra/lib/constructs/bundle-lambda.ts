/**
 * `tsx infra/lib/constructs/bundle-lambda.ts <entry> <outdir>`: bundles one Lambda with code splitting
 * (buildLambda, bundle-options.ts) into the folder CDK packages. TesseraFunction runs it from NodejsFunction's
 * afterBundling hook: NodejsFunction's own esbuild step writes a single file (its command line has no code
 * splitting), which this build replaces with index.mjs and its chunks; the packages NodejsFunction installs
 * beside it (sharp) stay.
 */
import { buildLambda } from './bundle-options';

const [entry, outdir] = process.argv.slice(2);
if (!entry || !outdir) throw new Error('usage: bundle-lambda.ts <entry> <outdir>');
const built = await buildLambda(entry, outdir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files: { bytes: number }[]) => files.reduce((total, file) => total + file.bytes, 0);
console.log(`${entry}: ${kb(sum(built.initial))} at init, ${kb(sum(built.files))} in ${built.files.length} files`);
