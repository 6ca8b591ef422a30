import type { ReactNode } from 'react';
import { LOCALES } from '@tessera/shared';
import { Logo } from '../../../../components/ui/logo';
import { setLocale, useLocale, useT } from '../../../../lib/i18n';
import { rememberSignInLanguage } from '../utils/sign-in-language';

/** The frame of the screens seen before the shell: brand, language choice, one main landmark. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const t = useT('auth');
  const common = useT('common');
  const locale = useLocale();
  return (
    <div className="auth">
      <header className="auth__header">
        <p className="auth__brand">
          <Logo />
          {common('appName')}
        </p>
        <nav aria-label={t('languageNav')} className="auth__languages">
          {LOCALES.map((option) => (
            <button
              key={option}
              type="button"
              lang={option}
              className="button button--ghost button--small"
              aria-pressed={locale === option}
              onClick={() => {
                rememberSignInLanguage(option);
                void setLocale(option);
              }}
            >
              {common(`languages.${option}`)}
            </button>
          ))}
        </nav>
      </header>
      <main id="main" className="auth__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
