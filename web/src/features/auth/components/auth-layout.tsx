import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@tessera/shared';
import { setLocale, useLocale } from '../../../lib/i18n';

/** The frame of the screens seen before the shell: brand, language choice, one main landmark. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="auth">
      <header className="auth__header">
        <p className="auth__brand">{t('common.appName')}</p>
        <nav aria-label={t('auth.languageNav')} className="auth__languages">
          {LOCALES.map((option) => (
            <button
              key={option}
              type="button"
              lang={option}
              className="button button--ghost"
              aria-pressed={locale === option}
              onClick={() => void setLocale(option)}
            >
              {t(`languages.${option}`)}
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
