import { RefreshCw } from 'lucide-react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/**
 * A change the server refused: its sentence, and for a stale item (409: someone changed it meanwhile) a way
 * to read the list again before trying once more.
 */
export function ActionFailedDialog({
  title,
  text,
  stale,
  reloadLabel,
  okLabel,
  onReload,
  onClose,
  returnFocus,
}: {
  title: string;
  text: string | null;
  stale: boolean;
  reloadLabel: string;
  okLabel: string;
  onReload: () => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  return (
    <Dialog
      open={text !== null}
      onClose={onClose}
      title={title}
      initialFocus="[data-confirm-cancel]"
      returnFocus={returnFocus}
    >
      <p role="alert" className="error-text">
        {text}
      </p>
      <div className="form__actions">
        {stale ? (
          <Button
            variant="primary"
            icon={RefreshCw}
            onClick={() => {
              onReload();
              onClose();
            }}
          >
            {reloadLabel}
          </Button>
        ) : null}
        <Button data-confirm-cancel onClick={onClose}>
          {okLabel}
        </Button>
      </div>
    </Dialog>
  );
}
