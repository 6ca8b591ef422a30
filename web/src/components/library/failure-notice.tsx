import { RefreshCw } from 'lucide-react';
import { Button } from '../ui/button';

/**
 * Why an editor's save was refused, above its actions; for a stale item (409: someone changed it meanwhile)
 * a way to read it again.
 */
export function FailureNotice({
  failure,
  reloadLabel,
  onReload,
}: {
  failure: { text: string; stale: boolean } | null;
  reloadLabel: string;
  onReload: () => void;
}) {
  if (!failure) return null;
  return (
    <div role="alert" className="notice">
      <p className="notice__text">{failure.text}</p>
      {failure.stale ? (
        <div className="button-row">
          <Button icon={RefreshCw} onClick={onReload}>
            {reloadLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
