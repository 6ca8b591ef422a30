import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';

/**
 * The courses panel's delete confirmation (a course, a section, a plan): confirming runs `remove` at the
 * version shown; the server's sentence closes it as a snackbar, and its refusal stays in the dialog.
 */
export function DeleteDialog({
  open,
  title,
  failure,
  onFailure,
  pending,
  remove,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  failure: string | null;
  onFailure: (text: string) => void;
  pending: boolean;
  /** Null while nothing is chosen. */
  remove: (() => Promise<{ message: string }>) | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT('courses');
  const locale = useLocale();
  const toast = useToast();
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={t('admin.delete')}
      pending={pending}
      error={failure}
      onConfirm={() => {
        if (!remove) return;
        remove().then(
          (answer) => {
            onClose();
            toast.show(answer.message);
          },
          (error: unknown) => onFailure(errorText(error, locale)),
        );
      }}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
