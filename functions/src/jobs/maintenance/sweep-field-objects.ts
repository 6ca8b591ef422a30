import { listObjectsPage } from '../../adapters/object-storage';
import { FIELD_OBJECTS_ROOT, fieldObjectOwner } from '../../db/portfolios/field-values';
import { sweepPortfolioObjects } from '../field-objects/sweep-portfolio-objects';

/** Keys listed per message: S3's page, so one ListObjectsV2 a message. */
export const SWEEP_PAGE_KEYS = 1000;

/**
 * One page of the sweep (events' `sweepFieldObjectsJob`): a page of `portfolios/` keys (the first, or the one
 * `continuation` names), and
 * each portfolio it names swept one after another (each is a listing, two Queries and its deletes; a page names
 * at most `max` portfolios, and most hold one or two objects). A portfolio whose objects straddle two pages is
 * swept by both, which is harmless: the sweep deletes only what no item names and what is past the grace.
 */
export async function sweepFieldObjectsPage(
  continuation: string | null,
  options: { now?: Date; max?: number } = {},
): Promise<{ portfolios: number; deleted: number; next: string | null }> {
  const page = await listObjectsPage(FIELD_OBJECTS_ROOT, { continuation, max: options.max ?? SWEEP_PAGE_KEYS });
  const owners = new Map<string, { organizationId: string; portfolioId: string }>();
  for (const object of page.objects) {
    const owner = fieldObjectOwner(object.key);
    if (owner) owners.set(`${owner.organizationId}/${owner.portfolioId}`, owner);
  }
  let deleted = 0;
  for (const { organizationId, portfolioId } of owners.values())
    deleted += (await sweepPortfolioObjects(organizationId, portfolioId, options.now)).length;
  return { portfolios: owners.size, deleted, next: page.next };
}
