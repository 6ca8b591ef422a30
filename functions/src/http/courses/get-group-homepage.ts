import type { getGroupHomepage } from '@tessera/shared';
import { getCourse } from '../../db/courses/courses';
import type { UseCase } from '../../lib/http/types';
import { getTemplate } from '../../ports/templates';
import { requireSectionPlace } from './place';

/**
 * GET /api/groups/{id}/homepage (spec 1 §7): the section's homepage is its course's first group homepage
 * template (spec 2 §3 group_homepage_templates), or none. For the people in the section and its admins.
 */
export const getGroupHomepageUseCase: UseCase<typeof getGroupHomepage> = async ({ path }, { actor }) => {
  const { section } = await requireSectionPlace(actor, path.id, { admins: true });
  const course = await getCourse(section.organizationId, section.courseId as string);
  const templateId = course?.homepageTemplateIds[0];
  const template = templateId ? await getTemplate(section.organizationId, templateId) : null;
  return {
    group_id: section.groupId,
    template: template ? { id: template.templateId, title: template.title, workflow_id: template.workflowId } : null,
  };
};
