import {
  courseCategoryChoices,
  invalid,
  invalidField,
  nameKey,
  type CourseCategory,
  type MessageKey,
} from '@tessera/shared';
import type { Course } from '../../db/courses/courses';
import type { Actor } from '../../lib/http/types';
import { getTemplate, type Template } from '../../ports/templates';
import { readLogCategories, type OrganisationNode } from '../../ports/hierarchy';

/** The field_experience app (spec 2 §6) opens the internship category. */
export const FIELD_EXPERIENCE_APP = 'field_experience';

/** Who a course's rules are checked for: the organisation's apps decide its categories (an import passes it). */
export type CourseRulesActor = Pick<Actor, 'organisation'> | { organisation: { availableApps: readonly string[] } };

/** The categories a course may take in the caller's organisation (spec 2 §6). */
export function categoryChoices(actor: CourseRulesActor): CourseCategory[] {
  return courseCategoryChoices({ fieldExperienceApp: actor.organisation.availableApps.includes(FIELD_EXPERIENCE_APP) });
}

/** Name (required, trimmed), code (trimmed) and a category the organisation offers; else field errors. */
export function checkCourseFields(
  actor: CourseRulesActor,
  body: { name: string; code?: string | undefined; category: CourseCategory },
  current?: Course,
): { name: string; code: string; category: CourseCategory } {
  const name = body.name.trim();
  if (nameKey(name) === '') throw invalidField('name', 'courses.name_required');
  // A course keeps a category it already has even when the app that offered it is gone.
  if (body.category !== current?.category && !categoryChoices(actor).includes(body.category))
    throw invalidField('category', 'courses.category_unavailable');
  return { name, code: (body.code ?? '').trim(), category: body.category };
}

/**
 * Owner and homepage templates (spec 2 §3, §5): published templates of the course's node or a node above it,
 * homepage ones of the group homepage workflow, owner ones of any other; templates the course already holds
 * are not read again (an unpublished template keeps its place until removed). Referenced templates (used by
 * the course's plans) cannot be removed. Field errors name the list and the position.
 */
export async function checkCourseTemplates(
  node: OrganisationNode,
  course: Course,
  body: { group_owner_templates?: string[] | undefined; group_homepage_templates?: string[] | undefined },
): Promise<{ ownerTemplateIds: string[]; homepageTemplateIds: string[] }> {
  const owner = [...new Set(body.group_owner_templates ?? course.ownerTemplateIds)];
  const homepage = [...new Set(body.group_homepage_templates ?? course.homepageTemplateIds)];
  const held = new Set([...course.ownerTemplateIds, ...course.homepageTemplateIds]);
  const fresh = [...new Set([...owner, ...homepage])].filter((id) => !held.has(id));
  const read = new Map<string, Template | null>(
    await Promise.all(fresh.map(async (id) => [id, await getTemplate(course.organizationId, id)] as const)),
  );
  const problems: Record<string, MessageKey> = {};
  const check = (field: 'group_owner_templates' | 'group_homepage_templates', ids: string[]) =>
    ids.forEach((id, index) => {
      if (held.has(id)) return;
      const template = read.get(id);
      if (!template || template.state !== 'published' || !node.path.includes(template.nodeId))
        problems[`${field}.${index}`] = 'courses.template.unusable';
      else if (field === 'group_homepage_templates' && template.workflowId !== 'GroupHomepageWorkflow')
        problems[`${field}.${index}`] = 'courses.template.not_homepage';
      else if (field === 'group_owner_templates' && template.workflowId === 'GroupHomepageWorkflow')
        problems[`${field}.${index}`] = 'courses.template.homepage_not_owner';
    });
  check('group_owner_templates', owner);
  check('group_homepage_templates', homepage);
  const kept = new Set([...owner, ...homepage]);
  const referencedGone = Object.entries(course.planTemplateUses).some(([id, uses]) => uses > 0 && !kept.has(id));
  if (referencedGone) problems.group_owner_templates = 'courses.template.referenced';
  if (Object.keys(problems).length > 0) throw invalid(Object.values(problems)[0] as MessageKey, { fields: problems });
  return { ownerTemplateIds: owner, homepageTemplateIds: homepage };
}

/**
 * The course's log categories (spec 2 §3, §5): new ones must be log categories of the course's node or a node
 * above it; ones with time-log entries under them (`logCategoryUses`) cannot be removed. One BatchGet for the
 * new ones; the write holds a reference on each taken (ports/hierarchy.ts logCategoryUseChange).
 */
export async function checkCourseLogCategories(
  node: OrganisationNode,
  course: Course,
  body: { group_log_categories?: string[] | undefined },
): Promise<{ logCategoryIds: string[] }> {
  const wanted = [...new Set(body.group_log_categories ?? course.logCategoryIds)];
  const held = new Set(course.logCategoryIds);
  const fresh = wanted.filter((id) => !held.has(id));
  const found = new Map(
    (await readLogCategories(course.organizationId, fresh)).map((category) => [category.id, category]),
  );
  const problems: Record<string, MessageKey> = {};
  wanted.forEach((id, index) => {
    if (held.has(id)) return;
    const category = found.get(id);
    if (!category || !node.path.includes(category.nodeId))
      problems[`group_log_categories.${index}`] = 'courses.log_category.unavailable';
  });
  const kept = new Set(wanted);
  if (Object.entries(course.logCategoryUses).some(([id, uses]) => uses > 0 && !kept.has(id)))
    problems.group_log_categories = 'courses.log_category.referenced';
  if (Object.keys(problems).length > 0) throw invalid(Object.values(problems)[0] as MessageKey, { fields: problems });
  return { logCategoryIds: wanted };
}
