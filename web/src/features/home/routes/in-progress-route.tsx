import { Suspense, type ComponentType, type ReactNode } from 'react';
import { ClipboardCheck, ClipboardList, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { fullName, hasRole, useCurrentUser } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** The lists other features bring to the home (features never import each other: the app composes them). */
export interface HomePanels {
  /** A student's activities; shows `empty` when they have none. */
  studentActivities: ComponentType<{ empty: ReactNode }>;
  /** A student's timeline (their evidence and portfolios) with the "New evidence" action. */
  studentTimeline: ComponentType;
  /** The sections an assessor owns with their activity progress; shows `empty` when they own none. */
  assessorSections: ComponentType<{ empty: ReactNode }>;
}

/**
 * /via/inprogress — home for every role but admin (spec 1 §2): a student's activities (or what will appear
 * there, when they have none); for the other roles what will appear here, worded for the reader's role.
 */
export function InProgressRoute({ panels }: { panels: HomePanels }) {
  const t = useT('home');
  const user = useCurrentUser();
  const assessor = hasRole(user, 'faculty', 'coordinator', 'supervisor', 'mentor', 'peer_assessor');
  const student = hasRole(user, 'student');
  const supporter = hasRole(user, 'support', 'staff') && !user.impersonator;
  return (
    <section className="page">
      <PageHeader
        title={t('inProgressTitle')}
        description={t('welcome', { name: fullName(user), organization: user.organization.name })}
      />
      {student ? (
        // The lists' code arrives after the page's heading: the page never waits for it.
        <div className="stack">
          <Suspense fallback={null}>
            <panels.studentActivities
              empty={
                <EmptyState icon={ClipboardList} title={t('studentEmptyTitle')}>
                  {t('studentEmpty')}
                </EmptyState>
              }
            />
          </Suspense>
          <Suspense fallback={null}>
            <panels.studentTimeline />
          </Suspense>
        </div>
      ) : assessor ? (
        <Suspense fallback={null}>
          <panels.assessorSections
            empty={
              <EmptyState icon={ClipboardCheck} title={t('facultyEmptyTitle')}>
                {t('facultyEmpty')}
              </EmptyState>
            }
          />
        </Suspense>
      ) : (
        <EmptyState
          icon={Inbox}
          title={t('otherEmptyTitle')}
          action={
            supporter ? (
              <Link to={paths.supportUsers} className={buttonClass('primary')}>
                {t('supportAction')}
              </Link>
            ) : undefined
          }
        >
          {t('otherEmpty')}
        </EmptyState>
      )}
    </section>
  );
}
