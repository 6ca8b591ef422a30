// One cold start, in a fresh Node process (bench/cold-start.ts runs this file once per measurement): import the
// bundle given as argv[2], then, when argv[3] holds an event (JSON), invoke its handler once. Prints
// {"importMs", "firstMs"}, where firstMs is import + first request.
const [bundle, eventJson] = process.argv.slice(2);
const started = performance.now();
const module = await import(bundle);
const imported = performance.now();
if (eventJson) {
  const context = { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 30_000 };
  const result = await module.handler(JSON.parse(eventJson), context);
  const status = result?.statusCode;
  if (status !== undefined && status >= 400) throw new Error(`the first request answered ${status}: ${result.body}`);
}
const done = performance.now();
process.stdout.write(JSON.stringify({ importMs: imported - started, firstMs: done - started }));
