import { defaultRubricDefinition, normaliseRubricDefinition, type DefaultRubricNames } from '@tessera/shared';
import { createItem, getItem } from '../items';
import { outlineOf, RUBRIC_DEFAULTS, rubricEntity, type Rubric } from './entities/rubric';

/** The default rubric's id in an organisation: fixed, so creating it twice finds the first. */
export const defaultRubricId = (organizationId: string): string => `default_${organizationId}`;

/** The default rubric of an organisation, as it would be created now. */
export function newDefaultRubric(organizationId: string, names: DefaultRubricNames, now = new Date()): Rubric {
  const { title, ...definition } = normaliseRubricDefinition(defaultRubricDefinition(names));
  return {
    organizationId,
    rubricId: defaultRubricId(organizationId),
    title,
    state: 'default',
    definition,
    ...RUBRIC_DEFAULTS,
    outline: outlineOf(definition),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/**
 * Default rubrics already read in this Lambda container. The default rubric never changes (no action applies
 * to it; only its use count moves, which lists do not show), so once read it is kept: the lists that show it
 * on every node pay its read once per container, not once per request.
 */
const known = new Map<string, Rubric>();

/**
 * The organisation's default rubric (spec 1 §9), created when the organisation lacks it (seeded
 * organisations have it; others get it on their first list), idempotently: PutItem only if absent, and a
 * concurrent creation is read back. `names` is asked only when it must be created (its language is the
 * language of the person whose list creates it).
 */
export async function ensureDefaultRubric(
  organizationId: string,
  names: () => Promise<DefaultRubricNames>,
  now = new Date(),
): Promise<Rubric> {
  const cached = known.get(organizationId);
  if (cached) return cached;
  const key = { organizationId, rubricId: defaultRubricId(organizationId) };
  let rubric = await getItem(rubricEntity, key);
  if (!rubric) {
    const created = newDefaultRubric(organizationId, await names(), now);
    rubric =
      (await createItem(rubricEntity, created)) === 'created'
        ? created
        : await getItem(rubricEntity, key, { consistent: true });
  }
  if (!rubric) throw new Error(`the default rubric of ${organizationId} could not be created`);
  known.set(organizationId, rubric);
  return rubric;
}
