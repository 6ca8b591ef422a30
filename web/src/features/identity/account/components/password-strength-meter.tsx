import { useId } from 'react';
import { passwordStrength, passwordStrengthLabelKey } from '@tessera/shared';
import { useT } from '../../../../lib/i18n';

const LEVEL = { weak: 1, medium: 2, strong: 3 } as const;

/** Strength of the new password (spec 1 §5), computed by the shared rule the server applies too. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useT('account');
  const msg = useT('messages');
  const labelId = useId();
  const strength = passwordStrength(password);
  const label = msg(passwordStrengthLabelKey(strength));
  return (
    <div className={`strength strength--${strength}`} data-testid="password-strength" data-strength={strength}>
      <meter
        className="strength__meter"
        min={0}
        max={3}
        low={1.5}
        high={2.5}
        optimum={3}
        value={password ? LEVEL[strength] : 0}
        aria-labelledby={labelId}
      />
      <span id={labelId} className="strength__label" aria-live="polite">
        {t('strength', { strength: password ? label : '—' })}
      </span>
    </div>
  );
}
