import { where } from '../expressions';
import { transactWrite, update, type WritePart } from '../transaction';
import { templateEntity } from './entities/template';
import { templateRowEntity } from './entities/template-row';

/**
 * Uses of a template by courses and activities (spec 2 §5 "Templates … already referenced cannot be removed
 * from a course", §8 "Template not deletable"), recorded by those contexts through ports/templates.ts. The
 * template and its row count them together; a use is taken only from a published template, and a release
 * never takes the count below 0.
 */

/**
 * One use taken (+1) or released (−1), as two named parts (`<name>` the template, `<name>:row` its list row)
 * to join to the caller's own transaction, so the use and the caller's record are written together.
 */
export function templateUseChange(
  organizationId: string,
  templateId: string,
  delta: 1 | -1,
  name = 'template',
): Record<string, WritePart> {
  const key = { organizationId, templateId };
  return {
    [name]: update(
      templateEntity,
      key,
      { add: { usageCount: delta } },
      delta > 0 ? where.eq('state', 'published') : where.ge('usageCount', 1),
    ),
    [`${name}:row`]: update(templateRowEntity, key, { add: { usageCount: delta } }),
  };
}

export async function recordTemplateUse(organizationId: string, templateId: string): Promise<'used' | 'not_usable'> {
  const outcome = await transactWrite(templateUseChange(organizationId, templateId, 1));
  return outcome.ok ? 'used' : 'not_usable';
}

export async function releaseTemplateUse(organizationId: string, templateId: string): Promise<'released' | 'not_used'> {
  const outcome = await transactWrite(templateUseChange(organizationId, templateId, -1));
  return outcome.ok ? 'released' : 'not_used';
}
