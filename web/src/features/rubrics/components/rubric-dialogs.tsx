import type { RubricSummary } from '@tessera/shared';
import type { LibraryDialogProps } from '../../../components/library/library-actions';
import { NodeChoiceDialog } from '../../../components/library/node-choice-dialog';
import { useT } from '../../../lib/i18n';
import { useRubricTargets, type TargetKind } from '../api/list-rubric-targets';
import { useMoveRubric } from '../api/move-rubric';
import { useTransferRubric } from '../api/transfer-rubric';

/**
 * Move and transfer (spec 2 §2 "move rubric", "cannot-move rubric", §4–5, §8): the nodes the rubric may go to
 * come from the server (never its own node; a published rubric only upward); with none, the dialog becomes
 * the cannot-move modal with the server's sentence ("There are no hierarchy nodes to which you can move this
 * Rubric.").
 */
export function TargetDialog({
  kind,
  item: rubric,
  close,
  done,
  failed,
  returnFocus,
}: LibraryDialogProps<RubricSummary> & { kind: TargetKind }) {
  const t = useT('rubrics');
  const targets = useRubricTargets(rubric.id, kind);
  const move = useMoveRubric();
  const transfer = useTransferRubric();
  const list = targets.data?.targets ?? [];
  const depth = Math.min(...list.map((node) => node.path.length));
  return (
    <NodeChoiceDialog
      name={`target-${kind}`}
      title={t(`${kind}.title`, { title: rubric.title })}
      none={{ title: t(`${kind}.cannotTitle`), text: targets.data?.message ?? '' }}
      status={targets}
      choices={list.map((node) => ({ id: node.id, text: node.text, depth: node.path.length - depth }))}
      explain={t(`${kind}.explain`, { title: rubric.title, from: rubric.node?.text ?? '' })}
      legend={t(`${kind}.to`)}
      labels={{ submit: t(`${kind}.confirm`), cancel: t('cancel'), ok: t('ok') }}
      pending={move.isPending || transfer.isPending}
      onSubmit={(nodeId) =>
        void (kind === 'move' ? move : transfer)
          .mutateAsync({ id: rubric.id, version: rubric.version, nodeId })
          .then((answer) => done(answer.message), failed)
      }
      onClose={close}
      returnFocus={returnFocus}
    />
  );
}
