import { ACTIVITY_STATUSES, activityStatusLabel, countActivityStatuses, type ActivityStatus } from '@tessera/shared';
import {
  activityCounts,
  activityIdOf,
  type ProgressCell,
  type SectionActivity,
  type SectionMember,
} from '../../db/courses/activities';
import { text } from '../../lib/text';
import { usDate } from './present-plan';

/**
 * The activity progress of a section (issue 11): every member × activity with the state of each, counts per
 * activity, per member and in all. `only`: one member's own view (their row, and the activities they hold),
 * counted from their rows; the owner's view takes each activity's counts from the activity (ADR 0028 §3: the
 * rows' counts kept by every writer, so they also count the rows with work of a member who left).
 */
export function progressView(
  groupId: string,
  contents: { members: SectionMember[]; activities: SectionActivity[]; progress: ProgressCell[] },
  only?: string,
) {
  // The owner's page comes in the roster's order (by name keys); one member's view is one row.
  const members = contents.members.filter((member) => member.role === 'member' && (!only || member.userId === only));
  const held = new Set(contents.progress.filter((row) => !only || row.userId === only).map((row) => row.planId));
  const activities = contents.activities
    .filter((activity) => !only || held.has(activity.planId))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title));
  const rows = new Map(contents.progress.map((row) => [`${row.planId}#${row.userId}`, row]));
  const statusOf = (planId: string, userId: string): ActivityStatus =>
    rows.get(`${planId}#${userId}`)?.status ?? 'not_started';
  const mine: ActivityStatus[] = [];
  const memberViews = members.map((member) => {
    const progress = activities.map((activity) => {
      const status = statusOf(activity.planId, member.userId);
      mine.push(status);
      return {
        activity_id: activityIdOf(groupId, activity.planId),
        status,
        status_label: text(activityStatusLabel(status)),
        portfolio_id: rows.get(`${activity.planId}#${member.userId}`)?.portfolioId ?? null,
      };
    });
    return {
      id: member.userId,
      first_name: member.firstName,
      last_name: member.lastName,
      progress,
      counts: countActivityStatuses(progress.map((cell) => cell.status)),
    };
  });
  const activityViews = activities.map((activity) => ({
    id: activityIdOf(groupId, activity.planId),
    title: activity.title,
    due_datetime: usDate(activity.dueDate),
    counts: only
      ? countActivityStatuses(members.map((member) => statusOf(activity.planId, member.userId)))
      : activityCounts(activity),
  }));
  const total = only
    ? countActivityStatuses(mine)
    : (Object.fromEntries(
        ACTIVITY_STATUSES.map((status) => [status, activityViews.reduce((sum, view) => sum + view.counts[status], 0)]),
      ) as Record<ActivityStatus, number>);
  return { group_id: groupId, activities: activityViews, members: memberViews, counts: total };
}
