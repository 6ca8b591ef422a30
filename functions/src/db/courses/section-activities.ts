import { updateItem } from '../items';
import { sectionActivityEntity, type SectionActivity } from './entities/section-activity';

/**
 * A section's activity given another template by its owner: only the template fields are written, so the
 * activity's progress counts (moved by other transactions meanwhile) are never written back from a read.
 */
export async function setSectionActivityTemplate(
  activity: Pick<SectionActivity, 'organizationId' | 'groupId' | 'planId' | 'templateId' | 'updatedAt'>,
): Promise<void> {
  await updateItem(
    sectionActivityEntity,
    { organizationId: activity.organizationId, groupId: activity.groupId, planId: activity.planId },
    { set: { templateId: activity.templateId, templateChosen: true, updatedAt: activity.updatedAt } },
  );
}
