import { useId, useState } from 'react';
import type { RubricScoresReport, SectionStandardsReport } from '@tessera/shared';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { QueryStatus } from '../../../components/ui/query-status';
import { SelectField } from '../../../components/ui/select-field';
import { useLocale, useT } from '../../../lib/i18n';
import { useRubricScores } from '../api/get-activity-rubric-scores-report';
import { DownloadButton } from './standards-report';

type Criterion = RubricScoresReport['rubrics'][number]['criteria'][number];

/** How the levels were chosen for a criterion: a bar per level (for the eye) with its count in words. */
function LevelCounts({ criterion }: { criterion: Criterion }) {
  const t = useT('reports');
  const most = Math.max(1, ...criterion.levels.map((level) => level.count));
  return (
    <ul className="level-counts">
      {criterion.levels.map((level) => (
        <li key={level.id}>
          <span className="level-counts__bar" aria-hidden="true" style={{ width: `${(level.count / most) * 100}%` }} />
          <span>{t('levelCount', { level: level.name, count: level.count })}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * An activity's rubric scores (issue 13): choose one of the section's activities; each assessment rubric of its
 * template lists its criteria with the average points, how many were scored, N/A or left empty, and the levels.
 */
export function RubricScores({
  groupId,
  activities,
}: {
  groupId: string;
  activities: SectionStandardsReport['activities'];
}) {
  const t = useT('reports');
  const locale = useLocale();
  const id = useId();
  // Two decimals with the reader's decimal separator ("2.50", "2,50"), as the CSV writes them.
  const twoDecimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const [activityId, setActivityId] = useState<string | null>(activities[0]?.id ?? null);
  const report = useRubricScores(groupId, activityId);
  const columns = (mode: 'score' | 'plain'): Column<Criterion>[] => [
    { id: 'criterion', header: t('criterion'), cell: (criterion) => criterion.name },
    ...(mode === 'score'
      ? [
          {
            id: 'average',
            header: t('average'),
            cell: (criterion: Criterion) => (criterion.average === null ? '—' : twoDecimals.format(criterion.average)),
          },
        ]
      : []),
    { id: 'scored', header: t('scored'), cell: (criterion) => String(criterion.scored) },
    { id: 'na', header: t('notApplicable'), cell: (criterion) => String(criterion.not_applicable) },
    { id: 'empty', header: t('notEntered'), cell: (criterion) => String(criterion.not_entered) },
    { id: 'levels', header: t('levels'), cell: (criterion) => <LevelCounts criterion={criterion} /> },
  ];
  return (
    <section className="stack report-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('rubricScores')}</h2>
      <p className="muted">{t('rubricScoresIntro')}</p>
      <div className="panel__toolbar">
        <SelectField
          label={t('activity')}
          value={activityId ?? ''}
          onChange={(event) => setActivityId(event.target.value || null)}
        >
          {activities.length === 0 ? <option value="">{t('chooseActivity')}</option> : null}
          {activities.map((activity) => (
            <option key={activity.id} value={activity.id}>
              {activity.title}
            </option>
          ))}
        </SelectField>
        {activityId ? <DownloadButton file={{ report: 'rubric-scores', groupId, activityId }} /> : null}
      </div>
      <QueryStatus query={report} />
      {report.data && report.data.rubrics.length === 0 ? <p>{t('noRubrics')}</p> : null}
      {report.data?.rubrics.map((rubric) => (
        <section key={rubric.component_id} className="stack" aria-labelledby={`${id}-${rubric.component_id}`}>
          <h3 id={`${id}-${rubric.component_id}`}>
            {t('rubricHeading', { label: rubric.label || rubric.rubric_title, title: rubric.rubric_title })}
          </h3>
          <p className="muted">
            {t('rubricCounted', { counted: rubric.assessments_counted, students: report.data.students })}
          </p>
          <DataTable
            caption={t('criteriaCaption', { title: rubric.rubric_title })}
            columns={columns(rubric.mode)}
            rows={rubric.criteria}
            rowKey={(criterion) => criterion.id}
          />
        </section>
      ))}
    </section>
  );
}
