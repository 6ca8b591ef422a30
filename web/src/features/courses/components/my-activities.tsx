import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActivityView } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ListStatus } from '../../../components/ui/list-status';
import { useCurrentUser } from '../../../lib/current-user';
import { useLocale, useT, type Translate } from '../../../lib/i18n';
import { useMyActivities } from '../api/list-my-activities';
import { activityPath } from '../utils/activity-path';
import { displayDate } from '../../../lib/display-date';
import '../courses.css';

function columns(t: Translate<'coursesHome'>, locale: ReturnType<typeof useLocale>): Column<ActivityView>[] {
  return [
    {
      id: 'activity',
      header: t('myActivities.columns.activity'),
      cell: (activity) => (
        <Link to={activityPath(activity.id)} className="activity-link">
          {activity.title}
        </Link>
      ),
    },
    { id: 'section', header: t('myActivities.columns.section'), cell: (activity) => activity.group_title },
    {
      id: 'status',
      header: t('myActivities.columns.status'),
      cell: (activity) =>
        activity.status_label ? (
          <span className={`activity-status activity-status--${activity.status ?? 'none'}`}>
            {activity.status_label}
          </span>
        ) : null,
    },
    {
      id: 'due',
      header: t('myActivities.columns.due'),
      cell: (activity) => (
        <span className="activity-due">
          <span>{displayDate(activity.due_datetime, locale)}</span>
          {activity.due_label ? <span className="tag">{activity.due_label}</span> : null}
        </span>
      ),
    },
  ];
}

/**
 * The student home's list (spec 1 §9): the caller's visible activities, 15 at a time with "Show more", each
 * with its section, status and due-date label; `empty` is what shows when there are none.
 */
export function MyActivities({ empty }: { empty: ReactNode }) {
  const t = useT('coursesHome');
  const locale = useLocale();
  const user = useCurrentUser();
  const query = useMyActivities(user.id);
  const activities = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="stack">
      <ListStatus query={query} total={activities.length} empty={empty} />
      {activities.length > 0 ? (
        <section aria-labelledby="my-activities-heading" className="stack">
          <h2 id="my-activities-heading">{t('myActivities.heading')}</h2>
          <DataTable
            caption={t('myActivities.caption')}
            columns={columns(t, locale)}
            rows={activities}
            rowKey={(activity) => activity.id}
          />
          {query.hasNextPage ? (
            <div className="button-row">
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? t('myActivities.loadingMore') : t('myActivities.more')}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

export default MyActivities;
