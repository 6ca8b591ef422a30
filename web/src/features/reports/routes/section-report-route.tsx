import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSectionStandards } from '../api/get-section-standards-report';
import { RubricScores } from '../components/rubric-scores';
import { DownloadButton, StandardsResult } from '../components/standards-report';
import '../reports.css';

/**
 * /via/groups/{id}/reports (issue 13): a section's standards report (chart, students × standards, CSV) and its
 * activities' rubric scores, for the section's owners and the admins over its course.
 */
export function SectionReportRoute() {
  const t = useT('reports');
  const { groupId = '' } = useParams();
  const report = useSectionStandards(groupId);
  const data = report.data;
  return (
    <section className="page stack">
      <PageHeader
        title={data ? t('sectionTitle', { title: data.group.title }) : t('openReports')}
        actions={
          <Link className={buttonClass('secondary')} to={paths.inProgress}>
            <ArrowLeft className="icon" aria-hidden="true" />
            {t('back')}
          </Link>
        }
      />
      <QueryStatus query={report} />
      {data ? (
        <>
          <section className="stack report-card" aria-labelledby="standards-title">
            <h2 id="standards-title">{t('standards')}</h2>
            <p className="muted">{t('standardsIntro')}</p>
            <div className="panel__toolbar">
              <p>{t('counted', { count: data.assessments_counted })}</p>
              <DownloadButton file={{ report: 'section', groupId }} />
            </div>
            <StandardsResult standards={data.standards} students={data.students} />
          </section>
          <RubricScores groupId={groupId} activities={data.activities} />
        </>
      ) : null}
    </section>
  );
}

export default SectionReportRoute;
