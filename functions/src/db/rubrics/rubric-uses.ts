import { where } from '../expressions';
import { transactWrite, update, type WritePart } from '../transaction';
import { rubricEntity } from './entities/rubric';

/**
 * Uses of a rubric by templates and activities (spec 2 §4 "A rubric used by activities or templates cannot
 * be unpublished"). The templates and courses contexts record a use when a template or activity takes the
 * rubric and release it when it lets go, through ports/rubrics.ts, ideally as a part of their own
 * transaction so the use and their record are written together.
 * - A use is taken only while the rubric is usable: published, or the default rubric (an archived rubric
 *   cannot be used, spec 2 §4; a draft is not offered). Unpublishing, and saving a published rubric (which
 *   unpublishes it), are conditioned on no use, so a use and an unpublish cannot both win.
 * - A release never takes the count below 0.
 */
export function rubricUseChange(organizationId: string, rubricId: string, delta: 1 | -1): WritePart {
  return update(
    rubricEntity,
    { organizationId, rubricId },
    { add: { usageCount: delta } },
    delta > 0 ? where.or(where.eq('state', 'published'), where.eq('state', 'default')) : where.ge('usageCount', 1),
  );
}

/** Records one use: 'not_usable' when the rubric is gone, a draft or archived (nothing written). */
export async function recordRubricUse(organizationId: string, rubricId: string): Promise<'used' | 'not_usable'> {
  const outcome = await transactWrite({ rubric: rubricUseChange(organizationId, rubricId, 1) });
  return outcome.ok ? 'used' : 'not_usable';
}

/** Releases one use: 'not_used' when there was none (nothing written). */
export async function releaseRubricUse(organizationId: string, rubricId: string): Promise<'released' | 'not_used'> {
  const outcome = await transactWrite({ rubric: rubricUseChange(organizationId, rubricId, -1) });
  return outcome.ok ? 'released' : 'not_used';
}
