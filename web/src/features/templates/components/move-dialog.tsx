import { useId, useState } from 'react';
import type { HierarchyNode, TemplateSummary } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import { errorText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useCheckTemplateMove } from '../api/check-template-move';
import { useTemplateNodes } from '../api/list-nodes';
import { useMoveTemplate, useTransferTemplate } from '../api/template-change';

type MoveCheck = {
  message: string | null;
  rubrics: { id: string; title: string; node: { text: string } | null; reason: string }[];
};

/** The nodes a template may go to, in tree order with their depth: a move needs node authority there. */
export function targetNodes(
  nodes: readonly HierarchyNode[],
  kind: 'move' | 'transfer',
  from: string,
): { node: HierarchyNode; depth: number }[] {
  const children = new Map<string | null, HierarchyNode[]>();
  const ids = new Set(nodes.map((node) => node.id));
  for (const node of nodes) {
    const parent = node.parent !== null && ids.has(node.parent) ? node.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const rows: { node: HierarchyNode; depth: number }[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const node of children.get(parent) ?? []) {
      const allowed = node.id !== from && (kind === 'transfer' || node.node_authority);
      if (allowed) rows.push({ node, depth });
      walk(node.id, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}

/**
 * Move and transfer (spec 2 §2 "move template, and its confirmation", §8): the reader picks a node; a move
 * asks the server first (`move-check`): refused, its sentence; when the node cannot reach some of the
 * template's rubrics, the confirmation lists them with their node and why, and proceeding removes those
 * rubric components. A transfer offers the template to the node (it stays view-only until answered).
 */
export function MoveDialog({
  kind,
  template,
  onClose,
  onDone,
  onFailed,
  returnFocus,
}: {
  kind: 'move' | 'transfer';
  template: TemplateSummary;
  onClose: () => void;
  onDone: (message: string) => void;
  onFailed: (error: unknown) => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const t = useT('templates');
  const locale = useLocale();
  const nodes = useTemplateNodes();
  const check = useCheckTemplateMove();
  const move = useMoveTemplate();
  const transfer = useTransferTemplate();
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<MoveCheck | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const legendId = useId();
  const targets = nodes.data ? targetNodes(nodes.data.nodes, kind, template.hierarchy_id) : [];
  const pending = check.isPending || move.isPending || transfer.isPending;
  const node = (id: string | null) => targets.find((entry) => entry.node.id === id)?.node;

  const proceed = async (confirm: boolean) => {
    if (!chosen) return;
    try {
      const answer =
        kind === 'move'
          ? await move.mutateAsync({ id: template.id, version: template.version, nodeId: chosen, confirm })
          : await transfer.mutateAsync({ id: template.id, version: template.version, nodeId: chosen });
      onDone(answer.message);
    } catch (error) {
      onFailed(error);
    }
  };
  const submit = async () => {
    if (!chosen) return;
    setRefusal(null);
    if (kind === 'transfer') return proceed(false);
    try {
      const answer = await check.mutateAsync({ id: template.id, nodeId: chosen });
      if (!answer.can_move) return setRefusal(answer.message ?? t('move.cannot'));
      if (answer.confirm_needed) return setConfirming(answer);
      return proceed(false);
    } catch (error) {
      setRefusal(errorText(error, locale));
    }
  };

  if (confirming) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('move.confirmTitle', { node: node(chosen)?.text ?? '' })}
        returnFocus={returnFocus}
        initialFocus="[data-confirm-cancel]"
      >
        <p>{confirming.message}</p>
        <ul className="template-move__rubrics">
          {confirming.rubrics.map((rubric) => (
            <li key={rubric.id}>
              <strong>{rubric.title}</strong>
              {rubric.node ? ` (${rubric.node.text})` : null}: {rubric.reason}
            </li>
          ))}
        </ul>
        <div className="form__actions">
          <Button variant="destructive" disabled={pending} onClick={() => void proceed(true)}>
            {t('move.confirmRemove')}
          </Button>
          <Button data-confirm-cancel onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(kind === 'move' ? 'move.title' : 'transfer.title', { title: template.title })}
      returnFocus={returnFocus}
      initialFocus="[data-dialog-body] input, [data-confirm-cancel]"
    >
      <QueryStatus query={nodes} />
      {nodes.isSuccess && targets.length === 0 ? <p role="alert">{t('move.none')}</p> : null}
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {targets.length > 0 ? (
          <fieldset className="fieldset" aria-labelledby={legendId}>
            <legend id={legendId} className="fieldset__legend">
              {t(kind === 'move' ? 'move.to' : 'transfer.to', { from: template.node.text })}
            </legend>
            {targets.map(({ node: target, depth }) => (
              <div
                key={target.id}
                className="field field--checkbox"
                style={{ paddingInlineStart: `${depth * 1.25}rem` }}
              >
                <input
                  id={`template-${kind}-${target.id}`}
                  type="radio"
                  name={`template-${kind}`}
                  checked={chosen === target.id}
                  onChange={() => {
                    setChosen(target.id);
                    setRefusal(null);
                  }}
                />
                <label htmlFor={`template-${kind}-${target.id}`}>{target.text}</label>
              </div>
            ))}
          </fieldset>
        ) : null}
        {refusal ? (
          <p role="alert" className="error-text">
            {refusal}
          </p>
        ) : null}
        <div className="form__actions">
          {targets.length > 0 ? (
            <Button type="submit" variant="primary" disabled={!chosen || pending}>
              {t(kind === 'move' ? 'move.submit' : 'transfer.submit')}
            </Button>
          ) : null}
          <Button data-confirm-cancel onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
