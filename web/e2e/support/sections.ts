import {
  addSectionMember,
  createActivityPlan,
  createCourse,
  createPortfolio,
  createSection,
  listMyActivities,
  updateCourse,
  type RequestBody,
} from '@tessera/shared';
import { callApiAs } from './api';
import { dayFromToday as day } from './dates';

type SectionRole = RequestBody<typeof addSectionMember>['role'];

/**
 * The course a suite's section lives in, made through the API as the demo admin (a step the suites need, not
 * the one they exercise): a workshop on `nodeId` offering `activities`' templates, one section running from
 * yesterday for 60 days owned by `ownerIds` with `members`, and an activity plan per entry, open since
 * yesterday and due in 30 days.
 */
export async function sectionWithActivities(options: {
  nodeId: string;
  /** Names the course `<label> course <run>` and the section `<label> section <run>`. */
  label: string;
  run: string | number;
  code: string;
  ownerIds: string[];
  members: { userId: string; role: SectionRole }[];
  activities: { title: string; templateId: string }[];
  admin?: string;
  /** The section's term (none when left out). */
  termId?: string;
}) {
  const admin = options.admin ?? 'admin@demo.test';
  const { label, run, code } = options;
  const course = await callApiAs(admin, createCourse, {
    body: { node_id: options.nodeId, name: `${label} course ${run}`, code, category: 'workshop' },
  });
  await callApiAs(admin, updateCourse, {
    path: { id: course.id },
    body: {
      name: course.name,
      code,
      category: 'workshop',
      group_owner_templates: [...new Set(options.activities.map((activity) => activity.templateId))],
      version: course.version,
    },
  });
  const section = await callApiAs(admin, createSection, {
    path: { id: course.id },
    body: {
      group_code: code,
      title: `${label} section ${run}`,
      owner_ids: options.ownerIds,
      start_date: day(-1),
      end_date: day(60),
      ...(options.termId ? { term_id: options.termId } : {}),
    },
  });
  for (const member of options.members) {
    await callApiAs(admin, addSectionMember, {
      path: { id: section.id },
      body: { user_id: member.userId, role: member.role },
    });
  }
  for (const { title, templateId } of options.activities) {
    await callApiAs(admin, createActivityPlan, {
      path: { id: course.id },
      body: { title, template_id: templateId, visible_date: day(-1), open_submission_date: day(-1), due_date: day(30) },
    });
  }
  return { course, section };
}

/** The student's portfolio for their activity titled `title` (they start it as the activity's page does). */
export async function startActivityPortfolio(email: string, userId: string, title: string) {
  const activities = await callApiAs(email, listMyActivities, { path: { id: userId } });
  const activity = activities.items.find((item) => item.title === title);
  if (!activity) throw new Error(`${email} has no "${title}" activity`);
  return callApiAs(email, createPortfolio, {
    path: { id: userId },
    body: { group_id: activity.group_id, activity_id: activity.id },
  });
}
