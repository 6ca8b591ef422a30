import { useState } from 'react';
import type { HierarchyNode, TemplateSummary } from '@tessera/shared';
import type { LibraryDialogProps } from '../../../components/library/library-actions';
import { NodeChoiceDialog } from '../../../components/library/node-choice-dialog';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useCheckTemplateMove } from '../api/check-template-move';
import { useTemplateNodes } from '../api/list-nodes';
import { useMoveTemplate } from '../api/move-template';
import { useTransferTemplate } from '../api/transfer-template';

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
  item: template,
  close,
  done,
  failed,
  returnFocus,
}: LibraryDialogProps<TemplateSummary> & { kind: 'move' | 'transfer' }) {
  const t = useT('templates');
  const locale = useLocale();
  const nodes = useTemplateNodes();
  const check = useCheckTemplateMove();
  const move = useMoveTemplate();
  const transfer = useTransferTemplate();
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<MoveCheck | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const targets = nodes.data ? targetNodes(nodes.data.nodes, kind, template.hierarchy_id) : [];
  const pending = check.isPending || move.isPending || transfer.isPending;

  const proceed = async (nodeId: string, confirm: boolean) => {
    try {
      const answer =
        kind === 'move'
          ? await move.mutateAsync({ id: template.id, version: template.version, nodeId, confirm })
          : await transfer.mutateAsync({ id: template.id, version: template.version, nodeId });
      done(answer.message);
    } catch (error) {
      failed(error);
    }
  };
  const submit = async (nodeId: string) => {
    setChosen(nodeId);
    setRefusal(null);
    if (kind === 'transfer') return proceed(nodeId, false);
    try {
      const answer = await check.mutateAsync({ id: template.id, nodeId });
      if (!answer.can_move) return setRefusal(answer.message ?? t('move.cannot'));
      if (answer.confirm_needed) return setConfirming(answer);
      return proceed(nodeId, false);
    } catch (error) {
      setRefusal(errorText(error, locale));
    }
  };

  if (confirming && chosen) {
    return (
      <Dialog
        open
        onClose={close}
        title={t('move.confirmTitle', { node: targets.find((entry) => entry.node.id === chosen)?.node.text ?? '' })}
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
          <Button variant="destructive" disabled={pending} onClick={() => void proceed(chosen, true)}>
            {t('move.confirmRemove')}
          </Button>
          <Button data-confirm-cancel onClick={close}>
            {t('cancel')}
          </Button>
        </div>
      </Dialog>
    );
  }
  return (
    <NodeChoiceDialog
      name={`template-${kind}`}
      title={t(kind === 'move' ? 'move.title' : 'transfer.title', { title: template.title })}
      none={{ text: t('move.none') }}
      status={nodes}
      choices={targets.map(({ node, depth }) => ({ id: node.id, text: node.text, depth }))}
      legend={t(kind === 'move' ? 'move.to' : 'transfer.to', { from: template.node.text })}
      labels={{ submit: t(kind === 'move' ? 'move.submit' : 'transfer.submit'), cancel: t('cancel'), ok: t('ok') }}
      pending={pending}
      refusal={refusal}
      onChoose={() => setRefusal(null)}
      onSubmit={(nodeId) => void submit(nodeId)}
      onClose={close}
      returnFocus={returnFocus}
    />
  );
}
