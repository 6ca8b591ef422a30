import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ACTIVITY_STATUSES, type ResponseBody, type getSectionProgress, type userGroupSchema } from '@tessera/shared';
import type * as z from 'zod/mini';
import { MorePages } from '../../../components/library/library-paging';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ListStatus } from '../../../components/ui/list-status';
import { QueryStatus } from '../../../components/ui/query-status';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSectionProgress } from '../api/get-section-progress';
import { useMyGroups } from '../api/list-my-groups';
import { AwaitingAssessment } from './awaiting-assessment';
import '../courses.css';

type Group = z.infer<typeof userGroupSchema>;
type Progress = ResponseBody<typeof getSectionProgress>;
type Counts = Progress['counts'];
type Member = Progress['members'][number];

/** From two pages of students, the table draws only the rows near the window (ADR 0028 §3). */
const VIRTUAL_FROM = 50;

/** The four state counts as one line: "Not started 2 · In progress 1 · …". */
function CountsLine({ counts }: { counts: Counts }) {
  const t = useT('courses');
  return (
    <ul className="progress-counts">
      {ACTIVITY_STATUSES.map((status) => (
        <li key={status} className="tag">
          {t(`faculty.counts.${status}`)}: {counts[status]}
        </li>
      ))}
    </ul>
  );
}

/**
 * One owned section: each activity with its state counts, then the students × activities, 25 a page (read as
 * the table's end comes near, or with "Show more students").
 */
function SectionProgress({ group }: { group: Group }) {
  const t = useT('courses');
  const headingId = useId();
  const progress = useSectionProgress(group.id);
  const data = progress.data?.pages[0];
  const members = progress.data?.pages.flatMap((page) => page.members) ?? [];
  const columns: Column<Member>[] = [
    { id: 'member', header: t('faculty.member'), cell: (member) => `${member.first_name} ${member.last_name}` },
    ...(data?.activities ?? []).map((activity) => ({
      id: activity.id,
      header: activity.title,
      cell: (member: Member) => {
        const entry = member.progress.find((candidate) => candidate.activity_id === activity.id);
        if (!entry) return '';
        // Begun work opens in the composer (read-only, or with the assessor's actions once submitted).
        return entry.portfolio_id ? (
          <Link
            to={paths.portfolio(member.id, entry.portfolio_id)}
            aria-label={t('faculty.open', {
              activity: activity.title,
              name: `${member.first_name} ${member.last_name}`,
              status: entry.status_label,
            })}
          >
            {entry.status_label}
          </Link>
        ) : (
          entry.status_label
        );
      },
    })),
  ];
  return (
    <section aria-labelledby={headingId} className="card stack">
      <h3 id={headingId}>{t('faculty.section', { title: group.name || group.title, code: group.group_code })}</h3>
      <p className="muted">{t('faculty.members', { count: group.members_count })}</p>
      <p>
        <Link to={paths.sectionReports(group.id)}>{t('faculty.reports')}</Link>
      </p>
      <QueryStatus query={progress} />
      {data ? (
        data.activities.length === 0 ? (
          <p className="muted">{t('faculty.noActivities')}</p>
        ) : (
          <>
            <AwaitingAssessment groupId={group.id} title={group.title} />
            <h4>{t('faculty.progress')}</h4>
            <ul className="plain-list stack">
              {data.activities.map((activity) => (
                <li key={activity.id} className="stack">
                  <strong>{activity.title}</strong>
                  <CountsLine counts={activity.counts} />
                </li>
              ))}
            </ul>
            {members.length === 0 ? (
              <p className="muted">{t('faculty.noMembers')}</p>
            ) : (
              <>
                <DataTable
                  caption={t('faculty.caption', { title: group.title })}
                  columns={columns}
                  rows={members}
                  rowKey={(member) => member.id}
                  virtualFrom={VIRTUAL_FROM}
                />
                <MorePages
                  query={progress}
                  moreLabel={t('faculty.more', { count: members.length })}
                  loadingLabel={t('faculty.loadingMore')}
                />
              </>
            )}
          </>
        )
      ) : null}
    </section>
  );
}

/**
 * Sections the caller coordinates without owning them: coordinators assess all of a section's work and read its
 * reports (ADR 0020), but its progress table is the owners'; so each is listed with its reports' link and the
 * work waiting for its assessors (ADR 0028 §3).
 */
function CoordinatedSections({ groups }: { groups: Group[] }) {
  const t = useT('courses');
  return (
    <section aria-labelledby="coordinated-sections-heading" className="card stack">
      <h2 id="coordinated-sections-heading">{t('faculty.coordinated')}</h2>
      <ul className="stack">
        {groups.map((group) => (
          <li key={group.id} className="stack">
            <p>
              {t('faculty.section', { title: group.name || group.title, code: group.group_code })}:{' '}
              <Link to={paths.sectionReports(group.id)}>{t('faculty.reports')}</Link>
            </p>
            <AwaitingAssessment groupId={group.id} title={group.name || group.title} level={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The faculty home (issue 11): the sections the caller owns, each with its activity progress (every member ×
 * activity, with state counts) from the courses API, then those they coordinate; `empty` shows when neither.
 */
export function FacultySections({ empty }: { empty: ReactNode }) {
  const t = useT('courses');
  const groups = useMyGroups();
  const items = groups.data?.items ?? [];
  const owned = items.filter((group) => group.is_owner);
  const coordinated = items.filter((group) => !group.is_owner && group.role === 'coordinator');
  return (
    <div className="stack">
      <ListStatus query={groups} total={owned.length + coordinated.length} empty={empty} />
      {owned.length > 0 ? (
        <section aria-labelledby="faculty-sections-heading" className="stack">
          <h2 id="faculty-sections-heading">{t('faculty.heading')}</h2>
          {owned.map((group) => (
            <SectionProgress key={group.id} group={group} />
          ))}
        </section>
      ) : null}
      {coordinated.length > 0 ? <CoordinatedSections groups={coordinated} /> : null}
    </div>
  );
}

export default FacultySections;
