import { sanitizeRichContent, type PortfolioComponent } from '@tessera/shared';

/**
 * Rich-text answers are stored as the allow-list's HTML only (shared's sanitizeRichText, sanitize-html with
 * the allow-list: p, br, strong, em, ul, ol, li, links to http, https or mailto with rel=noopener). Every save's
 * content passes here after its kind's schema, so whatever a client sends (a script, an onerror, a javascript:
 * link), the stored text, the revisions frozen from it and every reader get the sanitised answer. A rich
 * component keeps its inner component and configuration; only its text is rewritten. Text components (an
 * evidence item's content) are rich text too.
 */
export function sanitizeAnswerContents(
  components: readonly PortfolioComponent[],
  contents: Readonly<Record<string, Record<string, unknown>>>,
): Record<string, Record<string, unknown>> {
  const kinds = new Map(components.map((component) => [component.component_id, component.type]));
  return Object.fromEntries(
    Object.entries(contents).map(([componentId, content]) => {
      const kind = kinds.get(componentId);
      return [componentId, kind ? sanitizeRichContent(kind, content) : content];
    }),
  );
}
