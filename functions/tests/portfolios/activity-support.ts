/**
 * Portfolios made from activities, for the suites that need a section of their own: a course with the
 * supervised template (or one the suite makes), a section owned by a fresh faculty member, a fresh student in
 * it, and a visible activity.
 */
import {
  addSectionMember,
  createActivityPlan,
  createPortfolio,
  createSection,
  type ActivityPlanView,
  type SectionView,
} from '@tessera/shared';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { freshDemoFolder, savedCourse, uniqueName } from '../courses/support';
import { createUser } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { freshUser, type ErrorBody, type Portfolio } from './support';

export const ORG = 'org_demo';
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const us = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;

/** A course with the supervised template, one section owned by a fresh faculty member, a fresh student in it. */
export async function activityFixture(
  visibleInDays = -1,
  template: (folderId: string) => Promise<string> = () => Promise.resolve(DEMO_TEMPLATES.supervised),
) {
  const folder = await freshDemoFolder();
  const templateId = await template(folder.id);
  const course = await savedCourse(folder.id, uniqueName('Practicum course'), {
    group_owner_templates: [templateId],
  });
  const faculty = await createUser({ memberships: [[ORG, ['faculty']]], firstName: 'Fay' });
  const student = await freshUser(['student'], 'Sol');
  const section = await invoke<SectionView>(createSection, {
    as: 'admin',
    path: { id: course.id },
    body: {
      group_code: uniqueName('PRC').replace(/\s/g, '-'),
      title: uniqueName('Practicum'),
      owner_ids: [faculty.userId],
    },
  });
  if (section.status !== 201) throw new Error(`cannot create a section: ${section.status}`);
  const member = await invoke(addSectionMember, {
    as: 'admin',
    path: { id: section.body.id },
    body: { user_id: student.userId, role: 'member' },
  });
  if (member.status >= 300) throw new Error(`cannot add the member: ${member.status}`);
  const plan = await invoke<ActivityPlanView>(createActivityPlan, {
    as: 'admin',
    path: { id: course.id },
    body: {
      title: uniqueName('Supervised practicum'),
      template_id: templateId,
      visible_date: us(iso(visibleInDays)),
      open_submission_date: us(iso(visibleInDays)),
      due_date: us(iso(visibleInDays + 7)),
    },
  });
  if (plan.status !== 201) throw new Error(`cannot create a plan: ${plan.status} ${JSON.stringify(plan.body)}`);
  const groupId = section.body.id;
  return { faculty, student, groupId, activityId: `${groupId}.${plan.body.id}` };
}

/** The supervised template's required answers (its text area asks for 30 words; an upload's id). */
export const PRACTICUM_ANSWERS = {
  'textarea-1': { content: Array.from({ length: 32 }, (_, i) => `word${i}`).join(' ') },
  'file_upload-1': { attachmentId: 'att_practicum_plan' },
};

export const fromActivity = (userId: string, groupId: string, activityId: string) =>
  invoke<Portfolio & ErrorBody>(createPortfolio, {
    as: { userId },
    path: { id: userId },
    body: { group_id: groupId, activity_id: activityId },
  });
