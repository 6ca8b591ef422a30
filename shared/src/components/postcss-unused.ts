/**
 * What the bundles load for `postcss` (infra/lib/constructs/bundle-options.ts, web/vite.config.ts): sanitize-html
 * requires it at load to parse style attributes, and the rich-text allow-list allows none
 * (`parseStyleAttributes: false`), so it is never called; about 90 KB (postcss and its source maps) stay out of
 * every bundle that sanitises rich text (ADR 0023, amended by issue 21).
 */
export function parse(): never {
  throw new Error('postcss is not bundled: the rich-text allow-list parses no style attribute');
}

export default { parse };
