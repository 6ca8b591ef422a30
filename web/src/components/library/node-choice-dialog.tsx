import { useId, useState } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { QueryStatus } from '../ui/query-status';

/** A node an item may go to, indented by its depth below the shallowest choice (a folder shows under its parent). */
export interface NodeChoice {
  id: string;
  text: string;
  depth: number;
}

/**
 * Where a library item goes (spec 2 §2 "move", "transfer", §8 "cannot-move"): the nodes it may go to, one to
 * choose; with none, the dialog says so (the cannot-move modal, with its own title when it has one). The
 * feature decides what choosing does (a move, a transfer, a check first) and what the server refused.
 */
export function NodeChoiceDialog({
  name,
  title,
  none,
  status,
  choices,
  explain,
  legend,
  labels,
  pending,
  refusal,
  onChoose,
  onSubmit,
  onClose,
  returnFocus,
}: {
  /** The radio group's name (and its inputs' id prefix). */
  name: string;
  title: string;
  /** What the dialog says when the item may go nowhere. */
  none: { title?: string; text: string };
  /** The read of the choices: loading, or why it failed. */
  status: { isPending: boolean; isSuccess: boolean; error: unknown };
  choices: readonly NodeChoice[];
  explain?: string;
  legend: string;
  labels: { submit: string; cancel: string; ok: string };
  pending: boolean;
  /** Why the server refused the node chosen, under the choices. */
  refusal?: string | null;
  onChoose?: (nodeId: string) => void;
  onSubmit: (nodeId: string) => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const legendId = useId();
  const nowhere = status.isSuccess && choices.length === 0;
  return (
    <Dialog
      open
      onClose={onClose}
      title={nowhere ? (none.title ?? title) : title}
      returnFocus={returnFocus}
      initialFocus="[data-dialog-body] input, [data-confirm-cancel]"
    >
      <QueryStatus query={status} />
      {nowhere ? (
        <>
          <p role="alert">{none.text}</p>
          <div className="form__actions">
            <Button data-confirm-cancel onClick={onClose}>
              {labels.ok}
            </Button>
          </div>
        </>
      ) : null}
      {choices.length > 0 ? (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) onSubmit(chosen);
          }}
        >
          {explain ? <p>{explain}</p> : null}
          <fieldset className="fieldset" aria-labelledby={legendId}>
            <legend id={legendId} className="fieldset__legend">
              {legend}
            </legend>
            {choices.map((node) => (
              <div
                key={node.id}
                className="field field--checkbox"
                style={{ paddingInlineStart: `${node.depth * 1.25}rem` }}
              >
                <input
                  id={`${name}-${node.id}`}
                  type="radio"
                  name={name}
                  value={node.id}
                  checked={chosen === node.id}
                  onChange={() => {
                    setChosen(node.id);
                    onChoose?.(node.id);
                  }}
                />
                <label htmlFor={`${name}-${node.id}`}>{node.text}</label>
              </div>
            ))}
          </fieldset>
          {refusal ? (
            <p role="alert" className="error-text">
              {refusal}
            </p>
          ) : null}
          <div className="form__actions">
            <Button type="submit" variant="primary" disabled={!chosen || pending}>
              {labels.submit}
            </Button>
            <Button data-confirm-cancel onClick={onClose}>
              {labels.cancel}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
