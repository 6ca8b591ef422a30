import { useCallback, useEffect, useRef, useState } from 'react';
import type { CurrentUser } from '@tessera/shared';
import { fullName } from '../../../../lib/current-user';
import { useT } from '../../../../lib/i18n';

/** The banner collapses 3 s after it appears and 1 s after the pointer (or focus) leaves it (spec 1 §2). */
export const COLLAPSE_AFTER_MS = 3000;
export const COLLAPSE_AFTER_LEAVE_MS = 1000;

interface ImpersonationBannerViewProps {
  user: Pick<CurrentUser, 'first_name' | 'last_name' | 'impersonator'>;
  onRevoke: () => void;
  revoking?: boolean;
  error?: string | null;
}

export function ImpersonationBannerView({
  user,
  onRevoke,
  revoking = false,
  error = null,
}: ImpersonationBannerViewProps) {
  const t = useT('impersonation');
  const [collapsed, setCollapsed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const collapseAfter = useCallback(
    (ms: number) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        setCollapsed(true);
      }, ms);
    },
    [cancel],
  );
  const expand = useCallback(() => {
    cancel();
    setCollapsed(false);
  }, [cancel]);

  useEffect(() => {
    collapseAfter(COLLAPSE_AFTER_MS);
    return cancel;
  }, [collapseAfter, cancel]);

  if (!user.impersonator) return null;
  const name = fullName(user);
  return (
    <div
      className={`banner banner--impersonation${collapsed ? ' banner--collapsed' : ''}`}
      data-testid="impersonation-banner"
      data-state={collapsed ? 'collapsed' : 'expanded'}
      onPointerEnter={expand}
      onPointerLeave={() => collapseAfter(COLLAPSE_AFTER_LEAVE_MS)}
      onFocus={expand}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) collapseAfter(COLLAPSE_AFTER_LEAVE_MS);
      }}
    >
      {/* The text column takes the room; the button keeps its place whether the banner is collapsed or not, so
          the pointer that expands the banner is still on the button when it clicks. */}
      <div className="banner__body">
        <p className="banner__text">
          <strong>{t('actingAs', { name })}</strong>
          {collapsed ? null : (
            <span className="banner__detail"> {t('signedInAs', { name: fullName(user.impersonator) })}</span>
          )}
        </p>
        {error ? (
          <p role="alert" className="banner__error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="button" className="button button--on-dark" onClick={onRevoke} disabled={revoking}>
        {t('revoke')}
      </button>
    </div>
  );
}
