import { useEffect, useRef, useState } from 'react';
import { RUBRIC_AGGREGATION_MODAL_DELAY_MS, type Rubric, type RubricAggregationCriterion } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';

export type AutoFillState = 'unstarted' | 'ready' | 'finished';

interface AggregationProps {
  /** The rubric component's label. */
  label: string;
  rubric: Rubric;
  /** shared's rubricAggregation over the revision's answers (the server fills by the same rules). */
  criteria: readonly RubricAggregationCriterion[];
  /** The server's auto-fill state of this rubric (spec 1 §4). */
  state: AutoFillState;
  /** A mapped component's label, by id. */
  componentLabel: (id: string) => string;
  pending: boolean;
  /** Fills the rubric from the mapped answers (the assessment PUT with `auto_fill: true`); true once saved. */
  onFill: () => Promise<boolean>;
}

/**
 * The rubric aggregation modal's opener (spec 1 §2, §4, §9): the button opens the modal 500 ms after it is
 * pressed (RUBRIC_AGGREGATION_MODAL_DELAY_MS), saying so meanwhile; a second press while it is on its way does
 * nothing more. Tests wait for the dialog to appear (e2e) or advance fake timers (unit): nothing depends on time.
 */
export function AggregationButton(props: AggregationProps) {
  const t = useT('assessment');
  const [opening, setOpening] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  const start = () => {
    if (timer.current !== null) return;
    setOpening(true);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setOpening(false);
      setOpen(true);
    }, RUBRIC_AGGREGATION_MODAL_DELAY_MS);
  };
  return (
    <div className="assessment__aggregation">
      <p className="assessment__hint">{t(`aggregation.state.${props.state}`)}</p>
      <Button size="small" aria-haspopup="dialog" disabled={opening} onClick={start}>
        {t('aggregation.open', { label: props.label })}
      </Button>
      {opening ? (
        <p className="assessment__hint" role="status">
          {t('aggregation.opening')}
        </p>
      ) : null}
      <AggregationDialog
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        onFill={async () => {
          const filled = await props.onFill();
          if (filled) setOpen(false);
          return filled;
        }}
      />
    </div>
  );
}

/**
 * The modal: each criterion with its mapped components, their score out of the criterion's maximum, and the
 * level points (aggregation_config.range) with the level the score reaches. Points that decrease or exceed
 * the criterion's maximum are marked invalid (spec 1 §5, spec 2 §5) and Fill is disabled, as it is while no
 * mapped component is answered (unstarted).
 */
export function AggregationDialog({
  open,
  onClose,
  label,
  rubric,
  criteria,
  state,
  componentLabel,
  pending,
  onFill,
}: AggregationProps & { open: boolean; onClose: () => void }) {
  const t = useT('assessment');
  const common = useT('common');
  const levelName = (id: string) => rubric.levels.find((level) => level.id === id)?.name ?? id;
  const criterionName = (id: string) => rubric.criterias.find((criterion) => criterion.id === id)?.name ?? id;
  const shown = criteria.filter((criterion) => rubric.criterias.some((c) => c.id === criterion.criterionId));
  const invalid = shown.some((criterion) => criterion.invalid.some(Boolean));
  const canFill = !invalid && state !== 'unstarted' && shown.length > 0;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('aggregation.title', { label })}
      description={t(`aggregation.state.${state}`)}
      size="wide"
      initialFocus="[data-aggregation-cancel]"
    >
      {shown.length === 0 ? <p>{t('aggregation.noMapping')}</p> : null}
      {shown.map((criterion) => {
        const wrong = criterion.invalid.some(Boolean);
        const errorId = `aggregation-${criterion.criterionId}-error`;
        return (
          <section key={criterion.criterionId} className="assessment__aggregation-criterion">
            <h3>{criterionName(criterion.criterionId)}</h3>
            <p>
              {t('aggregation.mapped', {
                components: criterion.componentIds.map(componentLabel).join(', ') || '—',
              })}
            </p>
            <p>
              {criterion.score === null
                ? t('aggregation.noAnswer', { maximum: criterion.maximum })
                : t('aggregation.score', { score: criterion.score, maximum: criterion.maximum })}
            </p>
            <table className="assessment__aggregation-range" aria-describedby={wrong ? errorId : undefined}>
              <caption className="visually-hidden">
                {t('aggregation.rangeCaption', { criterion: criterionName(criterion.criterionId) })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('aggregation.level')}</th>
                  <th scope="col">{t('aggregation.from')}</th>
                  <th scope="col">{t('aggregation.check')}</th>
                </tr>
              </thead>
              <tbody>
                {criterion.range.map((entry, index) => (
                  <tr key={entry.level} aria-current={criterion.reached === entry.level ? 'true' : undefined}>
                    <th scope="row">{levelName(entry.level)}</th>
                    <td>{entry.value ?? '—'}</td>
                    <td>
                      {criterion.invalid[index]
                        ? t('aggregation.invalidEntry')
                        : criterion.reached === entry.level
                          ? t('aggregation.reached')
                          : t('aggregation.valid')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {wrong ? (
              <p id={errorId} className="field__error">
                {t('aggregation.invalid', { maximum: criterion.maximum })}
              </p>
            ) : null}
          </section>
        );
      })}
      <div className="form__actions">
        <Button variant="primary" disabled={!canFill || pending} onClick={() => void onFill()}>
          {state === 'finished' ? t('aggregation.refill') : t('aggregation.fill')}
        </Button>
        <Button variant="secondary" data-aggregation-cancel onClick={onClose}>
          {common('cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
