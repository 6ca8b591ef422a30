import { deleteObject, listObjects } from '../../adapters/object-storage';
import { fieldObjectPrefix } from '../../db/portfolios/field-values';
import { listReferencedObjectKeys } from '../../db/portfolios/portfolios';

/**
 * How long an object no item names is kept before the sweep deletes it: far longer than any write lives between
 * putting its objects and committing the items that name them (a Lambda runs 15 minutes at most).
 */
export const FIELD_OBJECT_GRACE_MS = 60 * 60 * 1000;

/**
 * The sweep of a portfolio's large answers' objects (ADR 0028 §1 "Large answers' objects"): the objects under
 * `portfolios/<orgId>/<portfolioId>/` that no field (its value or the `previous` it keeps) and no revision field
 * names, and that were last written more than FIELD_OBJECT_GRACE_MS ago, are deleted. Revisions freeze theirs, so
 * an object a revision names stays as long as the revision does.
 *
 * Why it cannot delete what a write is about to name: an object's key carries the head version of the write that
 * puts it (field-values.ts fieldObjectKey), so only the write that commits that version (and writes that lose the
 * race for it, at the same moment) ever name it, and they do so within seconds of putting it, well inside the
 * grace. The references are read after the listing, so an object named by a commit that landed in between is
 * seen as named. Returns the keys deleted.
 */
export async function sweepPortfolioObjects(
  organizationId: string,
  portfolioId: string,
  now: Date = new Date(),
): Promise<string[]> {
  const objects = await listObjects(fieldObjectPrefix(organizationId, portfolioId));
  if (objects.length === 0) return [];
  const referenced = await listReferencedObjectKeys(organizationId, portfolioId);
  const before = now.getTime() - FIELD_OBJECT_GRACE_MS;
  const unreferenced = objects.filter(
    (object) => !referenced.has(object.key) && object.lastModified.getTime() < before,
  );
  await Promise.all(unreferenced.map((object) => deleteObject(object.key)));
  return unreferenced.map((object) => object.key);
}
