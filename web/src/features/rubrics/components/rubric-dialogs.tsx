import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import type { RubricSummary } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useRubricTargets, type TargetKind } from '../api/list-rubric-targets';

/**
 * Move and transfer (spec 2 §2 "move rubric", "cannot-move rubric", §4–5, §8): the nodes the rubric may go to
 * come from the server (never its own node; a published rubric only upward); with none, the dialog becomes
 * the cannot-move modal with the server's sentence ("There are no hierarchy nodes to which you can move this
 * Rubric.").
 */
export function TargetDialog({
  kind,
  rubric,
  pending,
  error,
  onConfirm,
  onClose,
  returnFocus,
}: {
  kind: TargetKind;
  rubric: RubricSummary;
  pending: boolean;
  error: string | null;
  onConfirm: (nodeId: string) => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const t = useT('rubrics');
  const locale = useLocale();
  const targets = useRubricTargets(rubric.id, kind);
  const [chosen, setChosen] = useState<string | null>(null);
  const legendId = useId();
  const list = targets.data?.targets ?? [];
  const none = targets.isSuccess && list.length === 0;
  const depth = Math.min(...list.map((node) => node.path.length));
  const title = none
    ? t(kind === 'move' ? 'move.cannotTitle' : 'transfer.cannotTitle')
    : t(kind === 'move' ? 'move.title' : 'transfer.title', { title: rubric.title });
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      returnFocus={returnFocus}
      initialFocus="[data-dialog-body] input, [data-confirm-cancel]"
    >
      {targets.isPending ? <p>{t('loading')}</p> : null}
      {targets.error ? (
        <p role="alert" className="error-text">
          {errorText(targets.error, locale)}
        </p>
      ) : null}
      {none ? (
        <>
          <p role="alert">{targets.data?.message}</p>
          <div className="form__actions">
            <Button data-confirm-cancel onClick={onClose}>
              {t('ok')}
            </Button>
          </div>
        </>
      ) : null}
      {list.length > 0 ? (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) onConfirm(chosen);
          }}
        >
          <p>
            {t(kind === 'move' ? 'move.explain' : 'transfer.explain', {
              title: rubric.title,
              from: rubric.node?.text ?? '',
            })}
          </p>
          <fieldset className="fieldset" aria-labelledby={legendId}>
            <legend id={legendId} className="fieldset__legend">
              {t(kind === 'move' ? 'move.to' : 'transfer.to')}
            </legend>
            {list.map((node) => (
              // Indented by depth below the shallowest target, so a folder shows under its parent.
              <div
                key={node.id}
                className="field field--checkbox"
                style={{ paddingInlineStart: `${(node.path.length - depth) * 1.25}rem` }}
              >
                <input
                  id={`target-${kind}-${node.id}`}
                  type="radio"
                  name={`target-${kind}`}
                  value={node.id}
                  checked={chosen === node.id}
                  onChange={() => setChosen(node.id)}
                />
                <label htmlFor={`target-${kind}-${node.id}`}>{node.text}</label>
              </div>
            ))}
          </fieldset>
          {error ? (
            <p role="alert" className="error-text">
              {error}
            </p>
          ) : null}
          <div className="form__actions">
            <Button type="submit" variant="primary" disabled={!chosen || pending}>
              {t(kind === 'move' ? 'move.confirm' : 'transfer.confirm')}
            </Button>
            <Button data-confirm-cancel onClick={onClose}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}

/**
 * A change refused by the server: its sentence, and for a stale rubric (409: someone changed it meanwhile)
 * a way to read it again before trying once more.
 */
export function ActionFailedDialog({
  text,
  stale,
  onReload,
  onClose,
  returnFocus,
}: {
  text: string | null;
  stale: boolean;
  onReload: () => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const t = useT('rubrics');
  return (
    <Dialog
      open={text !== null}
      onClose={onClose}
      title={t('failedTitle')}
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
            {t('reload')}
          </Button>
        ) : null}
        <Button data-confirm-cancel onClick={onClose}>
          {t('ok')}
        </Button>
      </div>
    </Dialog>
  );
}
