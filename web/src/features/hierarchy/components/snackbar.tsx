import { useHierarchyT } from '../i18n';

/** A short message at the foot of the screen (spec 2 §8 "Snackbar"), announced politely, dismissed by the user. */
export function Snackbar({
  message,
  tone = 'info',
  onDismiss,
}: {
  message: string | null;
  tone?: 'info' | 'error';
  onDismiss: () => void;
}) {
  const t = useHierarchyT();
  return (
    <div className="snackbar-region" role="status" aria-live="polite">
      {message ? (
        <div className={`snackbar snackbar--${tone}`}>
          <span>{message}</span>
          <button type="button" className="button button--ghost" onClick={onDismiss}>
            {t('common.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
