import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, naming what will be lost. */
  children: ReactNode;
  confirmLabel: string;
  /** A destructive action (the default) gets the red button. */
  destructive?: boolean;
  pending?: boolean;
  /** Shown instead of the question once the action failed (spec 2 §8: error modal). */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes on close instead of the opener. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * A confirmation (delete, remove) that turns into the error modal when the action is refused. The
 * destructive button never takes the first focus: Cancel does, so Enter pressed by habit loses nothing.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive = true,
  pending,
  error,
  onConfirm,
  onClose,
  returnFocus,
}: ConfirmDialogProps) {
  const t = useT('common');
  return (
    <Dialog open={open} onClose={onClose} title={title} initialFocus="[data-confirm-cancel]" returnFocus={returnFocus}>
      {error ? (
        <>
          <p role="alert" className="error-text">
            {error}
          </p>
          <div className="form__actions">
            <Button variant="secondary" data-confirm-cancel onClick={onClose}>
              {t('ok')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <div>{children}</div>
          <div className="form__actions">
            <Button variant={destructive ? 'destructive' : 'primary'} disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button variant="secondary" data-confirm-cancel onClick={onClose}>
              {t('cancel')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
