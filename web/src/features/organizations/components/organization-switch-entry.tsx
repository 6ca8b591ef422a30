import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { useUserOrganizations } from '../api/get-user-organizations';
import { useSwitchOrganization } from '../api/switch-organization';

/** The user panel's organisation switch: a dialog listing the joined organisations. */
export function OrganizationSwitchEntry({ userId, onOpen }: { userId: string; onOpen?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const organizations = useUserOrganizations(userId, open);
  const switcher = useSwitchOrganization(userId);
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className="menu-list__item"
        onClick={() => {
          setOpen(true);
          onOpen?.();
        }}
      >
        {t('organizations.switch')}
      </button>
      <Dialog open={open} onClose={close} title={t('organizations.switch')}>
        {organizations.isPending ? <p>{t('common.loading')}</p> : null}
        {organizations.error ? <p className="error-text">{errorText(organizations.error, locale)}</p> : null}
        {organizations.data ? (
          <ul className="choice-list" aria-label={t('organizations.list')}>
            {organizations.data.organizations.map((organization) => {
              const current = organization.id === organizations.data.current_organization_id;
              return (
                <li key={organization.id}>
                  <button
                    type="button"
                    className="choice-list__item"
                    aria-current={current ? 'true' : undefined}
                    disabled={switcher.isPending}
                    onClick={() => {
                      if (current) {
                        close();
                        return;
                      }
                      switcher.mutate(organization.id, { onSettled: close });
                    }}
                  >
                    <span>{organization.name}</span>
                    {current ? <span className="choice-list__note">{t('organizations.current')}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </Dialog>
    </>
  );
}
