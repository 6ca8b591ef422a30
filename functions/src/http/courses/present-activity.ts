import { activityStatusLabel, dueProximity, dueProximityLabel, type ActivityStatus } from '@tessera/shared';
import { activityIdOf, type ActivityProgress, type SectionActivity } from '../../db/courses/activities';
import type { Section } from '../../db/courses/sections';
import { text } from '../../lib/text';
import { usDate } from './present-plan';
import { today, type SectionPlace } from './place';

/** The fields an activity row is made of: a section's activity, or a member's progress row (its copy). */
type ActivityFacts = Pick<
  SectionActivity,
  'groupId' | 'planId' | 'title' | 'templateId' | 'visibleDate' | 'openDate' | 'dueDate'
>;

/** One activity as the API shows it (spec 1 §3 "Activity"), with the caller's own progress when they have one. */
export function presentActivity(
  activity: ActivityFacts,
  groupTitle: string,
  progress: Pick<ActivityProgress, 'status' | 'portfolioId'> | null,
  sectionOpen: boolean,
  now = new Date(),
) {
  const status: ActivityStatus | null = progress?.status ?? null;
  const proximity = status ? dueProximity(activity.dueDate, status, now) : null;
  return {
    id: activityIdOf(activity.groupId, activity.planId),
    activity_id: activity.planId,
    group_id: activity.groupId,
    group_title: groupTitle,
    title: activity.title,
    template_id: activity.templateId,
    post_datetime: usDate(activity.visibleDate),
    open_submission_date: usDate(activity.openDate),
    due_datetime: usDate(activity.dueDate),
    status,
    status_label: status ? text(activityStatusLabel(status)) : null,
    due_label: proximity ? text(dueProximityLabel(proximity)) : null,
    portfolio_id: progress?.portfolioId ?? null,
    is_open: sectionOpen && activity.openDate <= today(now),
  };
}

/** A section as the people in it see it, with their place and workflow roles (spec 1 §6). */
export function presentUserGroup(section: Section, place: Pick<SectionPlace, 'isOwner' | 'role'>, roles: string[]) {
  return {
    id: section.groupId,
    group_template_id: section.courseId as string,
    group_code: section.groupCode,
    title: section.title,
    name: section.name || section.title,
    status: section.status,
    start_date: section.startDate ? usDate(section.startDate) : null,
    end_date: section.endDate ? usDate(section.endDate) : null,
    display_log_type: section.displayLogType,
    owners: section.owners.map((owner) => ({
      id: owner.userId,
      first_name: owner.firstName,
      last_name: owner.lastName,
    })),
    is_owner: place.isOwner,
    role: place.role,
    workflow_roles: roles,
    members_count: section.membersCount,
  };
}
