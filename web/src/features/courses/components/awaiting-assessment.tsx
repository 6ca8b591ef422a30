import { useId } from 'react';
import { Link } from 'react-router';
import type { ResponseBody, listAwaitingAssessment } from '@tessera/shared';
import { MorePages } from '../../../components/library/library-paging';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { QueryStatus } from '../../../components/ui/query-status';
import { displayDateTime } from '../../../lib/display-date';
import { useLocale, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAwaitingAssessment } from '../api/list-awaiting-assessment';

type Item = ResponseBody<typeof listAwaitingAssessment>['items'][number];

/** From two pages of submitted work, the table draws only the rows near the window (as the progress table). */
const VIRTUAL_FROM = 50;

/** The assessments begun on the work, as the server's visibility rule lets the caller see them. */
function Assessments({ item }: { item: Item }) {
  const t = useT('courses');
  if (item.assessments.length === 0) return <>{t('faculty.notBegun')}</>;
  return (
    <ul className="plain-list">
      {item.assessments.map((assessment, index) => {
        const name = assessment.mine
          ? t('faculty.you')
          : (assessment.assessor_full_name ?? t('faculty.anotherAssessor'));
        return (
          <li key={index}>{t(assessment.done ? 'faculty.assessmentDone' : 'faculty.assessmentBegun', { name })}</li>
        );
      })}
    </ul>
  );
}

/**
 * A section's queue (ADR 0028 §3): its submitted work no assessor has finished, oldest submission first (the
 * order an assessor works through it), 25 a page from the server (read as the table's end comes near, or with
 * "Show more submitted work"), each opening in the composer where the assessment panel sits beside it. The
 * number is the activities' count of submitted work. Shown to whoever assesses in the section.
 */
export function AwaitingAssessment({
  groupId,
  title,
  level = 4,
}: {
  groupId: string;
  title: string;
  /** The heading's level under the page's outline (a section's card: 4; a list item under an h2: 3). */
  level?: 3 | 4;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const t = useT('courses');
  const locale = useLocale();
  const headingId = useId();
  const awaiting = useAwaitingAssessment(groupId);
  const first = awaiting.data?.pages[0];
  const items = awaiting.data?.pages.flatMap((page) => page.items) ?? [];
  const columns: Column<Item>[] = [
    {
      id: 'work',
      header: t('faculty.work'),
      cell: (item) => (
        <Link to={paths.portfolio(item.owner.id, item.portfolio_id)}>
          {t('faculty.awaitingItem', {
            name: `${item.owner.first_name} ${item.owner.last_name}`,
            activity: item.activity.title,
          })}
        </Link>
      ),
    },
    { id: 'submitted', header: t('faculty.submitted'), cell: (item) => displayDateTime(item.submitted_at, locale) },
    { id: 'assessments', header: t('faculty.assessments'), cell: (item) => <Assessments item={item} /> },
  ];
  // A plain group under the section's own region: one landmark per section (axe: landmark-unique).
  return (
    <div className="stack" role="group" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('faculty.awaiting', { count: Math.max(first?.total ?? 0, items.length) })}</Heading>
      <QueryStatus query={awaiting} />
      {first ? (
        items.length === 0 ? (
          <p className="muted">{t('faculty.nothingAwaiting')}</p>
        ) : (
          <>
            <DataTable
              caption={t('faculty.awaitingCaption', { title })}
              columns={columns}
              rows={items}
              rowKey={(item) => item.portfolio_id}
              virtualFrom={VIRTUAL_FROM}
            />
            <MorePages
              query={awaiting}
              moreLabel={t('faculty.moreAwaiting', { count: items.length })}
              loadingLabel={t('faculty.loadingAwaiting')}
            />
          </>
        )
      ) : null}
    </div>
  );
}
