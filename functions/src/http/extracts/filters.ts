import { extractTypeOf, invalidField, isBuiltExtractType, type BuiltExtractType } from '@tessera/shared';
import type { Actor } from '../../lib/http/types';
import { loadNodeScope, readTerms } from '../../ports/hierarchy';
import { extractNodes } from './access';

/**
 * An extract's (or a schedule's) kind and filters as the caller may ask for them: a kind that is built (an
 * alias read as its kind), nodes each administered by the caller (404 otherwise; none asked: the highest
 * nodes they administer) and terms each the organisation's (400 otherwise). What is stored is what this
 * answers, so a job never reads an id the caller sent unchecked.
 */
export async function checkedExtractFilters(
  actor: Actor,
  body: { extract_type: string; node_ids?: readonly string[]; term_ids?: readonly string[] },
): Promise<{ type: BuiltExtractType; nodeIds: string[]; termIds: string[] }> {
  const organizationId = actor.organisation.organizationId;
  const type = extractTypeOf(body.extract_type);
  if (!type || !isBuiltExtractType(type)) throw invalidField('extract_type', 'extracts.type.not_available');
  const asksTerms = (body.term_ids ?? []).length > 0;
  const [scope, terms] = await Promise.all([loadNodeScope(actor), asksTerms ? readTerms(organizationId) : []]);
  const nodeIds = extractNodes(scope, body.node_ids);
  if (nodeIds.length === 0) throw invalidField('node_ids', 'extracts.node.none');
  const termIds = [...new Set(body.term_ids ?? [])];
  const known = new Set(terms.map((term) => term.termId));
  if (termIds.some((termId) => !known.has(termId))) throw invalidField('term_ids', 'extracts.term.not_found');
  return { type, nodeIds, termIds };
}
