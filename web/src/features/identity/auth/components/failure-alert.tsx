import { useEffect, useRef } from 'react';
import type { SignInFailure } from '../../../../lib/auth';
import { useT } from '../../../../lib/i18n';

/** Why a sign-in step failed, announced and focused when it appears (both steps of the sign-in screen). */
export function FailureAlert({ failure }: { failure: SignInFailure | null }) {
  const t = useT('auth');
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <p ref={ref} role="alert" className="error-text" tabIndex={-1}>
      {t(`errors.${failure}`)}
    </p>
  );
}
