import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import type { CollaborativeConfirmProps } from '../../../lib/assessment-ui';
import { useT } from '../../../lib/i18n';
import { useCollaborativeVisibility } from '../hooks/use-collaborative-visibility';
import '../assessment.css';

/**
 * The collaborative-assessment confirmation (spec 1 §4): the first click on Submit or Request Revision opens it,
 * its confirm button completes the action with `assessments_visibility`. A checkbox per assessment of the
 * latest revision: the primary one always checked and disabled; a coordinator assessor's all computed (their own
 * and the primary) and disabled, with the reason; any other assessor ticks which the student sees.
 */
export function CollaborativeConfirm({
  open,
  portfolio,
  action,
  label,
  pending,
  onConfirm,
  onClose,
}: CollaborativeConfirmProps) {
  const t = useT('assessment');
  const common = useT('common');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={action === 'advance' ? t('collaborative.advanceTitle') : t('collaborative.pushBackTitle')}
      initialFocus="[data-confirm-cancel]"
    >
      {open ? (
        <Choice
          portfolio={portfolio}
          label={label}
          pending={pending}
          onConfirm={onConfirm}
          onClose={onClose}
          cancel={common('cancel')}
        />
      ) : null}
    </Dialog>
  );
}

export default CollaborativeConfirm;

function Choice({
  portfolio,
  label,
  pending,
  onConfirm,
  onClose,
  cancel,
}: Pick<CollaborativeConfirmProps, 'portfolio' | 'label' | 'pending' | 'onConfirm' | 'onClose'> & { cancel: string }) {
  const t = useT('assessment');
  const { rows, entries, computed, toggle } = useCollaborativeVisibility(portfolio);
  return (
    <>
      <p>{computed ? t('collaborative.computed') : t('collaborative.choose')}</p>
      {rows.length === 0 ? (
        <p className="assessment__hint">{t('collaborative.none')}</p>
      ) : (
        <fieldset className="collaborative-visibility">
          <legend>{t('collaborative.legend')}</legend>
          {rows.map((row) => (
            <CheckboxField
              key={row.id}
              label={
                row.primary
                  ? t('collaborative.primary', { name: row.own ? t('collaborative.own') : row.name })
                  : row.own
                    ? t('collaborative.own')
                    : row.name
              }
              checked={row.checked}
              disabled={row.locked}
              onChange={() => toggle(row.id)}
            />
          ))}
        </fieldset>
      )}
      <div className="form__actions">
        <Button variant="primary" disabled={pending} onClick={() => onConfirm(entries)}>
          {label}
        </Button>
        <Button variant="secondary" data-confirm-cancel onClick={onClose}>
          {cancel}
        </Button>
      </div>
    </>
  );
}
