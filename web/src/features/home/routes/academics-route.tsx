import { CalendarRange, FileDown, FolderTree, Upload, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { fullName, useCurrentUser } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

interface Area {
  id: 'hierarchy' | 'terms' | 'imports' | 'extracts';
  icon: LucideIcon;
  /** Where it opens; none while the area is still to come. */
  to?: string;
}

const AREAS: readonly Area[] = [
  { id: 'hierarchy', icon: FolderTree, to: paths.hierarchy },
  { id: 'terms', icon: CalendarRange, to: paths.termCreation },
  { id: 'imports', icon: Upload, to: paths.imports },
  { id: 'extracts', icon: FileDown, to: paths.extracts },
];

/** /via/academics — the admin role's home (spec 1 §2): the administration areas, those still to come marked so. */
export function AcademicsRoute() {
  const t = useT('home');
  const user = useCurrentUser();
  return (
    <section className="page">
      <PageHeader
        title={t('academicsTitle')}
        description={t('welcome', { name: fullName(user), organization: user.organization.name })}
      />
      <p className="muted">{t('academicsIntro')}</p>
      <h2 className="visually-hidden">{t('areas')}</h2>
      <ul className="tile-grid" aria-label={t('areas')}>
        {AREAS.map(({ id, icon: Icon, to }) => {
          const body = (
            <>
              <Icon className="tile__icon" aria-hidden="true" />
              <span>
                <span className="tile__title">{t(`links.${id}.title`)}</span>
                <span className="tile__text">{t(`links.${id}.text`)}</span>
                {to ? null : <span className="tag">{t('comingSoon')}</span>}
              </span>
            </>
          );
          return (
            <li key={id}>
              {to ? (
                <Link to={to} className="tile">
                  {body}
                </Link>
              ) : (
                <div className="tile tile--coming">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default AcademicsRoute;
