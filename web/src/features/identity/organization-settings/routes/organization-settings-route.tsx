import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { PageHeader } from '../../../../components/ui/page-header';
import { useToast } from '../../../../components/ui/toast';
import { errorText } from '../../../../lib/api-error';
import { hasRole, useCurrentUser } from '../../../../lib/current-user';
import { useLocale, useT } from '../../../../lib/i18n';
import { useUpdateOrganizationSettings } from '../api/update-organization-settings';

/**
 * /settings/organization — the current organization's settings, for its admins (ADR 0014). For now one:
 * whether people may paste into the new-password fields of a password change (on by default; off keeps the
 * specification's block, spec 1 §5 and spec 2 §5).
 */
export function OrganizationSettingsRoute() {
  const t = useT('organizationSettings');
  const common = useT('common');
  const msg = useT('messages');
  const locale = useLocale();
  const user = useCurrentUser();
  const toast = useToast();
  const update = useUpdateOrganizationSettings(user.organization.id);
  const hintId = useId();
  // An absent setting is its default: paste allowed.
  const saved = user.organization.allow_password_paste !== false;
  const [allowPaste, setAllowPaste] = useState(saved);
  // The saved value changing (this save refetched, another tab) becomes what the box shows.
  const [seenSaved, setSeenSaved] = useState(saved);
  if (seenSaved !== saved) {
    setSeenSaved(saved);
    setAllowPaste(saved);
  }

  if (!hasRole(user, 'admin', 'root_admin')) {
    return (
      <section className="page">
        <PageHeader title={t('title')} />
        <p>{msg('identity.forbidden')}</p>
      </section>
    );
  }

  return (
    <section className="page">
      <PageHeader title={t('title')} description={t('intro', { organization: user.organization.name })} />
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ allow_password_paste: allowPaste }, { onSuccess: () => toast.show(t('saved')) });
        }}
      >
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('passwords')}</legend>
          <CheckboxField
            label={t('allowPaste')}
            checked={allowPaste}
            aria-describedby={hintId}
            onChange={(event) => setAllowPaste(event.target.checked)}
          />
          <p id={hintId} className="field__hint">
            {t('allowPasteHint')}
          </p>
        </fieldset>
        <FormAlert message={update.error ? errorText(update.error, locale) : null} />
        <div className="form__actions">
          <Button type="submit" variant="primary" disabled={update.isPending}>
            {common('save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

export default OrganizationSettingsRoute;
