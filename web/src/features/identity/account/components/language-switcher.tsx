import { useId } from 'react';
import { LOCALES, type Locale } from '@tessera/shared';
import { shellSentence } from '../../../../lib/catalogue-access';
import { useLocale, useT } from '../../../../lib/i18n';
import { useUpdateLanguage } from '../api/update-language';

/** Language choice of the user panel: saved to the profile, then the interface switches. */
export function LanguageSwitcher({ userId }: { userId: string }) {
  const t = useT('account');
  const common = useT('common');
  const locale = useLocale();
  const mutation = useUpdateLanguage(userId);
  const legendId = useId();
  return (
    <div role="group" aria-labelledby={legendId} className="language-switcher">
      <p id={legendId} className="language-switcher__legend">
        {t('language')}
      </p>
      <div className="language-switcher__options">
        {LOCALES.map((option: Locale) => (
          <button
            key={option}
            type="button"
            lang={option}
            className="button button--ghost"
            aria-pressed={locale === option}
            disabled={mutation.isPending}
            onClick={() => {
              if (option !== locale) mutation.mutate(option);
            }}
          >
            {common(`languages.${option}`)}
          </button>
        ))}
      </div>
      {mutation.error ? (
        <p role="alert" className="error-text">
          {/* spec 2 §8: a failed language update says "Something went wrong." */}
          {shellSentence('account.language.update_failed', locale)}
        </p>
      ) : null}
    </div>
  );
}
