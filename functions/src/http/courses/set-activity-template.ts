import { conflict, invalidField, notFound, type setActivityTemplate } from '@tessera/shared';
import { parseActivityId, readSectionContents } from '../../db/courses/activities';
import { syncSectionCopies } from '../../db/courses/activity-copies';
import { getCourse } from '../../db/courses/courses';
import { listCoursePlans } from '../../db/courses/activities';
import { setSectionActivityTemplate } from '../../db/courses/section-activities';
import type { UseCase } from '../../lib/http/types';
import { getTemplate } from '../../ports/templates';
import { requireSectionPlace, requireSelf } from './place';
import { presentActivity } from './present-activity';

/**
 * PUT /api/users/{id}/groups/{groupId}/activities/{activity_id}/template (spec 1 §7 "assignment
 * template"): a section owner gives one activity of their section another of the course's owner templates
 * (published), while no member has started it; the members' progress rows take the new template. Later
 * plan changes keep the owner's choice. Anyone but an owner gets 404.
 */
export const setActivityTemplateUseCase: UseCase<typeof setActivityTemplate> = async ({ path, body }, { actor }) => {
  requireSelf(actor, path.id);
  const ids = parseActivityId(path.activity_id);
  if (!ids || ids.groupId !== path.groupId) throw notFound();
  const { section, isOwner } = await requireSectionPlace(actor, path.groupId);
  if (!isOwner) throw notFound();
  const organizationId = section.organizationId;
  const [contents, course] = await Promise.all([
    readSectionContents(organizationId, section.groupId),
    getCourse(organizationId, section.courseId as string),
  ]);
  const activity = contents.activities.find((item) => item.planId === ids.planId);
  if (!activity || !course) throw notFound();
  if (contents.progress.some((row) => row.planId === ids.planId && row.status !== 'not_started'))
    throw conflict('courses.plan.has_work');
  const template = course.ownerTemplateIds.includes(body.template_id)
    ? await getTemplate(organizationId, body.template_id)
    : null;
  if (!template || template.state !== 'published')
    throw invalidField('template_id', 'courses.activity.template_not_owner');
  const chosen = {
    ...activity,
    templateId: template.templateId,
    templateChosen: true,
    updatedAt: new Date().toISOString(),
  };
  await setSectionActivityTemplate(chosen);
  await syncSectionCopies(section, await listCoursePlans(organizationId, course.courseId));
  return presentActivity(chosen, section.name || section.title, null, section.status === 'open');
};
