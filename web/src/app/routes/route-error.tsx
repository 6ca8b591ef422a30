import { buttonClass } from '../../components/ui/button';
import { useT } from '../../lib/i18n';

/** Shown when a screen failed to load (a network failure, a server error). */
export function RouteError({ standalone = true }: { standalone?: boolean }) {
  const t = useT('common');
  const body = (
    <section className="card">
      <h1 className="page-heading">{t('error.title')}</h1>
      <p role="alert">{t('error.body')}</p>
      <a href="/" className={buttonClass('primary')}>
        {t('error.retry')}
      </a>
    </section>
  );
  return standalone ? (
    <main id="main" className="auth__main" tabIndex={-1}>
      {body}
    </main>
  ) : (
    <div className="page">{body}</div>
  );
}
