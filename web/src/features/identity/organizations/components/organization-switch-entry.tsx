import { DialogButton } from '../../../../components/ui/dialog-button';
import { errorText } from '../../../../lib/api-error';
import { useLocale, useT } from '../../../../lib/i18n';
import { useUserOrganizations } from '../api/list-user-organizations';
import { useSwitchOrganization } from '../api/switch-organization';

/** The user panel's organisation switch: a dialog listing the joined organisations. */
export function OrganizationSwitchEntry({ userId }: { userId: string }) {
  const t = useT('organizations');
  return (
    <DialogButton label={t('switch')} className="menu-list__item">
      {({ open, close }) => <OrganizationChoices userId={userId} open={open} close={close} />}
    </DialogButton>
  );
}

/** The joined organisations, loaded only while the dialog is open; choosing one switches to it. */
function OrganizationChoices({ userId, open, close }: { userId: string; open: boolean; close: () => void }) {
  const t = useT('organizations');
  const common = useT('common');
  const locale = useLocale();
  const organizations = useUserOrganizations(userId, open);
  const switcher = useSwitchOrganization(userId);

  return (
    <>
      {organizations.isPending ? <p>{common('loading')}</p> : null}
      {organizations.error ? <p className="error-text">{errorText(organizations.error, locale)}</p> : null}
      {organizations.data ? (
        <ul className="choice-list" aria-label={t('list')}>
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
                  {current ? <span className="choice-list__note">{t('current')}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
