import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useMyGroups } from '../api/list-my-groups';
import { timeLogPath } from '../utils/activity-path';

/**
 * The caller's way to the time logs of their sections (issue 11): members reach their own, owners and mentors
 * every member's. Sections whose log display is "None" keep no log and are left out; nothing shows when none
 * is left.
 */
export function TimeLogLinks() {
  const t = useT('coursesHome');
  const groups = useMyGroups();
  const logged = (groups.data?.items ?? []).filter(
    (group) =>
      group.display_log_type !== 'none' && (group.is_owner || group.role === 'member' || group.role === 'mentor'),
  );
  if (logged.length === 0) return null;
  return (
    <section aria-labelledby="time-log-links-heading" className="stack">
      <h2 id="time-log-links-heading">{t('timeLogLinks.heading')}</h2>
      <ul className="plain-list stack">
        {logged.map((group) => (
          <li key={group.id}>
            <Link to={timeLogPath(group.id)} className="activity-link activity-link--with-icon">
              <Clock className="icon" aria-hidden="true" />
              {t('timeLogLinks.linkFor', { title: group.name || group.title })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
