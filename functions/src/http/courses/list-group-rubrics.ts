import type { listGroupRubrics } from '@tessera/shared';
import { readSectionContents } from '../../db/courses/activities';
import type { UseCase } from '../../lib/http/types';
import { getRubric } from '../../ports/rubrics';
import { getTemplate } from '../../ports/templates';
import { requireSectionPlace, today } from './place';

/**
 * GET /api/groups/{id}/rubrics (spec 1 §7): the rubrics the section's activity templates use (their rubric
 * components), by title. Members see those of the activities visible to them. Round trips after actor
 * resolution: place (1), the section's partition (1), its templates (1, in parallel), their rubrics (1).
 */
export const listGroupRubricsUseCase: UseCase<typeof listGroupRubrics> = async ({ path }, { actor }) => {
  const place = await requireSectionPlace(actor, path.id, { admins: true });
  const organizationId = place.section.organizationId;
  const contents = await readSectionContents(organizationId, place.section.groupId);
  const onlyVisible = place.role === 'member' && !place.isOwner && !place.manages;
  const templateIds = [
    ...new Set(
      contents.activities
        .filter((activity) => !onlyVisible || activity.visibleDate <= today())
        .map((activity) => activity.templateId),
    ),
  ];
  const templates = await Promise.all(templateIds.map((id) => getTemplate(organizationId, id)));
  const rubricIds = [...new Set(templates.flatMap((template) => template?.rubricIds ?? []))];
  const rubrics = await Promise.all(rubricIds.map((id) => getRubric(organizationId, id)));
  const items = rubrics
    .filter((rubric) => rubric !== null)
    .map((rubric) => ({ id: rubric.rubricId, title: rubric.title, state: rubric.state }))
    .sort((a, b) => a.title.localeCompare(b.title));
  return { items };
};
