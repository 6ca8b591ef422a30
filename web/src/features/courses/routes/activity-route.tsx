import { ArrowLeft, FilePen, FileSearch } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { errorText } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/current-user';
import { useLocale, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useActivity } from '../api/get-activity';
import { useActivityTemplate } from '../api/get-activity-template';
import { useStartActivityPortfolio } from '../api/create-portfolio';
import { displayDate } from '../../../lib/display-date';
import '../courses.css';

/**
 * /via/activities/:activityId — an activity the caller takes part in, opened from their home: its details, the
 * way into the member's portfolio for it (opened when it exists, started — the first save — when it does not)
 * and an outline of its template (title, abstract, pages).
 */
export function ActivityRoute() {
  const t = useT('courses');
  const locale = useLocale();
  const { activityId = '' } = useParams();
  const activityQuery = useActivity(activityId);
  const activity = activityQuery.data ?? undefined;
  const templateQuery = useActivityTemplate(activity?.template_id);
  const template = templateQuery.data;
  const user = useCurrentUser();
  const navigate = useNavigate();
  const start = useStartActivityPortfolio(user.id);
  const back = (
    <Link to={paths.inProgress} className="back-link">
      <ArrowLeft className="icon" aria-hidden="true" />
      {t('activity.back')}
    </Link>
  );
  if (activityQuery.isPending || activityQuery.error) {
    return (
      <section className="page">
        {back}
        <PageHeader title={t('activity.heading')} />
        <QueryStatus query={activityQuery} />
      </section>
    );
  }
  if (!activity) {
    return (
      <section className="page">
        {back}
        {/* The page keeps its level-one heading when there is no activity to name it after. */}
        <PageHeader title={t('activity.heading')} />
        <EmptyState icon={FileSearch}>{t('activity.notFound')}</EmptyState>
      </section>
    );
  }
  const fact = (label: string, value: React.ReactNode) => (
    <div className="activity-facts__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="page stack">
      {back}
      <PageHeader title={activity.title} description={activity.group_title} />
      <section aria-labelledby="activity-details" className="stack">
        <h2 id="activity-details">{t('activity.details')}</h2>
        <dl className="activity-facts">
          {fact(t('activity.section'), activity.group_title)}
          {activity.status_label ? fact(t('activity.status'), activity.status_label) : null}
          {fact(t('activity.visible'), displayDate(activity.post_datetime, locale))}
          {fact(t('activity.opens'), displayDate(activity.open_submission_date, locale))}
          {fact(
            t('activity.due'),
            <span className="activity-due">
              <span>{displayDate(activity.due_datetime, locale)}</span>
              {activity.due_label ? <span className="tag">{activity.due_label}</span> : null}
            </span>,
          )}
          {fact(
            t('activity.submissions'),
            activity.is_open ? t('activity.submissionsOpen') : t('activity.submissionsClosed'),
          )}
          {template ? fact(t('activity.template'), template.title) : null}
        </dl>
        {activity.portfolio_id ? (
          <p>
            <Link className={buttonClass('primary')} to={paths.portfolio(user.id, activity.portfolio_id)}>
              <FilePen className="icon" aria-hidden="true" />
              {t('activity.openPortfolio')}
            </Link>
          </p>
        ) : activity.status !== null ? (
          // Only a member has a status of their own: owners and assessors read their members' work instead.
          <div className="stack">
            <p>
              <Button
                variant="primary"
                icon={FilePen}
                disabled={start.isPending}
                onClick={() =>
                  start.mutate(activity, {
                    onSuccess: (portfolio) => void navigate(paths.portfolio(user.id, portfolio.id)),
                  })
                }
              >
                {t('activity.startPortfolio')}
              </Button>
            </p>
            {start.error ? (
              <p role="alert" className="error-text">
                {errorText(start.error, locale)}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
      <QueryStatus query={templateQuery} />
      {template ? (
        <section aria-labelledby="activity-template" className="stack">
          <h2 id="activity-template">{t('activity.pages')}</h2>
          {template.abstract ? <p>{template.abstract}</p> : null}
          {template.page_templates.length > 0 ? (
            <ol className="activity-pages">
              {template.page_templates.map((page) => (
                <li key={page.id}>{page.title}</li>
              ))}
            </ol>
          ) : (
            <p className="muted">{t('activity.noPages')}</p>
          )}
        </section>
      ) : null}
    </section>
  );
}

export default ActivityRoute;
