import { where } from '../expressions';
import { transactWrite, update } from '../transaction';
import { templateEntity } from './entities/template';
import { templateRowEntity } from './entities/template-row';

/**
 * Uses of a template by courses and activities (spec 2 §5 "Templates … already referenced cannot be removed
 * from a course", §8 "Template not deletable"), recorded by those contexts through ports/templates.ts. The
 * template and its row count them together; a use is taken only from a published template.
 */
export async function recordTemplateUse(organizationId: string, templateId: string): Promise<'used' | 'not_usable'> {
  const key = { organizationId, templateId };
  const outcome = await transactWrite({
    template: update(templateEntity, key, { add: { usageCount: 1 } }, where.eq('state', 'published')),
    row: update(templateRowEntity, key, { add: { usageCount: 1 } }),
  });
  return outcome.ok ? 'used' : 'not_usable';
}

export async function releaseTemplateUse(organizationId: string, templateId: string): Promise<'released' | 'not_used'> {
  const key = { organizationId, templateId };
  const outcome = await transactWrite({
    template: update(templateEntity, key, { add: { usageCount: -1 } }, where.ge('usageCount', 1)),
    row: update(templateRowEntity, key, { add: { usageCount: -1 } }),
  });
  return outcome.ok ? 'released' : 'not_used';
}
