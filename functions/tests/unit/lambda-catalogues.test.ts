import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { messages, type Catalogue } from '@tessera/shared';
import { build } from 'esbuild';
import { lambdaBundleOptions } from '../../../infra/lib/constructs/bundle-options';
import { stackSentences } from '../../src/lib/http/translate';

/**
 * Each HTTP Lambda bundles only the sentences its contexts answer with (the stack's, and its
 * `http/<context>/messages.ts`), not the whole catalogue, which grows with every context. These tests build
 * each Lambda as it ships and check both sides: every catalogue key its code names is in its catalogue (else a
 * user would read "This value is not valid." instead of the sentence), and no other context's sentences ride
 * along.
 */
const root = new URL('../../../', import.meta.url).pathname;
const httpDir = join(root, 'functions/src/http');
const contexts = readdirSync(httpDir).filter((name) => existsSync(join(httpDir, name, 'handler.ts')));
const KEY_LITERAL = /['"`]([a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)+)['"`]/g;

/** The source files whose code is in the Lambda's bundle, in any of its chunks (after tree shaking). */
async function bundledSources(context: string): Promise<string[]> {
  const result = await build({
    ...lambdaBundleOptions,
    entryPoints: { index: join(httpDir, context, 'handler.ts') },
    outdir: join(tmpdir(), 'tessera-lambda-catalogues'),
    write: false,
    metafile: true,
  });
  const files = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [file, input] of Object.entries(output.inputs)) if (input.bytesInOutput > 0) files.add(join(root, file));
  }
  return [...files];
}

/** The catalogue the Lambda loads: the stack's sentences and its context's messages.ts. */
async function lambdaCatalogue(context: string): Promise<Catalogue> {
  const file = join(httpDir, context, 'messages.ts');
  const own = existsSync(file)
    ? await Promise.all(
        Object.values((await import(file)) as Record<string, () => Promise<Catalogue>>).map((load) => load()),
      )
    : [];
  return Object.assign({}, await stackSentences(), ...own);
}

describe.each(contexts)('the %s Lambda speaks its own sentences', (context) => {
  let sources: string[];
  beforeAll(async () => {
    sources = await bundledSources(context);
  }, 60_000);

  it('has every catalogue key its bundled code names', async () => {
    const catalogue = await lambdaCatalogue(context);
    const missing = new Set<string>();
    for (const file of sources) {
      if (file.includes('node_modules') || file.includes('shared/src/messages/')) continue;
      for (const [, key] of readFileSync(file, 'utf8').matchAll(KEY_LITERAL)) {
        if (key && key in messages && !(key in catalogue)) missing.add(`${key} (${relative(root, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('bundles no sentence file of a context it does not speak', async () => {
    const catalogue = await lambdaCatalogue(context);
    const spoken = new Set(Object.keys(catalogue).map((key) => key.split('.')[0]));
    const sentenceFiles = sources
      .filter((file) => file.includes('shared/src/messages/'))
      .map((file) => file.split('shared/src/messages/')[1]?.replace(/\.ts$/, '') ?? '')
      // The formatter, the zod issue mapping and the types are the stack's, not sentences.
      .filter((name) => !['format', 'zod-issue', 'types'].includes(name));
    const unspoken = sentenceFiles.filter((name) => !spoken.has(name.replace(/-/g, '_')));
    expect(unspoken).toEqual([]);
  });
});
