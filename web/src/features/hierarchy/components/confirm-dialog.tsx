import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useHierarchyT } from '../i18n';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  /** Shown instead of the question once the action failed (spec 2 §8: error modal). */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmation (delete, remove) that turns into the error modal when the action is refused. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useHierarchyT();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {error ? (
        <p role="alert" className="error-text">
          {error}
        </p>
      ) : (
        <>
          <div>{children}</div>
          <div className="form__actions">
            <button type="button" className="button button--primary" disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
