import { Eraser } from 'lucide-react';
import { useId, useState } from 'react';
import {
  criterionScore,
  formatRubricNumber,
  isRubricThresholdMet,
  isStandardMet,
  rubricMaximum,
  rubricMode,
  rubricScoreSummary,
  RUBRIC_NOT_APPLICABLE,
  type RubricSelection,
} from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { StateBadge } from '../../../components/ui/state-badges';
import { useT } from '../../../lib/i18n';

/** What the view reads of a rubric: the API's rubric, or the editor's draft turned into the same shape. */
export interface ViewableRubric {
  title: string;
  levels: readonly { id: string; name: string }[];
  criterias: readonly { id: string; name: string; description: string }[];
  points: readonly (readonly number[])[];
  weight: readonly number[];
  enableNA: boolean;
  contents: readonly (readonly string[])[];
  statements_mapping: {
    statements: readonly { id: string; statement_id: string; title: string; threshold: number | null }[];
    criteria_mapping: Readonly<
      Record<string, readonly { id: string; statement_id: string; title: string; minimum: number | null }[]>
    >;
  };
}

interface RubricViewProps {
  rubric: ViewableRubric;
  /** The heading level of the view's own sections (the standards), under the page's or dialog's heading. */
  headingLevel?: 2 | 3;
}

/**
 * A rubric shown read-only (spec 1 §2 rubric viewer popup and /rubric_detail; the editor's live preview): the
 * grid of criteria × levels with points and cell texts, a level chosen per criterion by a click or from the
 * keyboard to try the rubric out (its total, percentage and the standards met, by shared's rules), "Show All
 * Standards and Outcomes" (otherwise only the chosen criteria's standards show) and "Clear Selection".
 */
export function RubricView({ rubric, headingLevel = 2 }: RubricViewProps) {
  const t = useT('rubrics');
  const msg = useT('messages');
  const [selection, setSelection] = useState<Record<string, string>>({});
  const [showAll, setShowAll] = useState(false);
  const standardsId = useId();
  const score = rubricMode(rubric) === 'score';
  const maximum = rubricMaximum(rubric);
  const summary = rubricScoreSummary(rubric, selection as RubricSelection);
  const chosenCount = Object.keys(selection).length;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const choose = (criterionId: string, levelId: string) =>
    setSelection((current) => {
      const next = { ...current };
      if (next[criterionId] === levelId) delete next[criterionId];
      else next[criterionId] = levelId;
      return next;
    });

  // The editor's preview shows a draft whose names may still be blank: the position stands in for them.
  const levelName = (index: number) => rubric.levels[index]?.name.trim() || t('editor.levelN', { n: index + 1 });
  const criterionName = (index: number) =>
    rubric.criterias[index]?.name.trim() || t('editor.criterionN', { n: index + 1 });
  const shownTitle = rubric.title.trim() || t('detail.title');
  const pointsText = (value: number) => t('view.points', { count: value, points: String(value) });
  const rubricStatements = rubric.statements_mapping.statements;
  const criterionStatements = rubric.criterias
    .map((criterion, index) => ({
      criterion,
      index,
      entries: rubric.statements_mapping.criteria_mapping[criterion.id] ?? [],
    }))
    .filter(({ criterion, entries }) => entries.length > 0 && (showAll || selection[criterion.id] !== undefined));
  const anyStandards =
    rubricStatements.length > 0 ||
    Object.values(rubric.statements_mapping.criteria_mapping).some((entries) => entries.length > 0);

  return (
    <div className="rubric-view">
      <p className="rubric-view__mode">
        {score ? t('view.scoreMode', { maximum: formatRubricNumber(maximum) }) : t('view.plainMode')}
      </p>
      {/* A wide grid scrolls inside its own box on a phone; the page itself never scrolls sideways. */}
      <div className="rubric-grid__scroll" role="region" aria-label={t('view.gridLabel', { title: shownTitle })}>
        <table className="rubric-grid">
          <caption className="visually-hidden">{t('view.caption', { title: shownTitle })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('view.criterion')}</th>
              {rubric.levels.map((level, l) => (
                <th key={level.id} scope="col">
                  {levelName(l)}
                </th>
              ))}
              {rubric.enableNA ? <th scope="col">{msg('rubrics.not_applicable')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rubric.criterias.map((criterion, c) => {
              const weight = rubric.weight[c] ?? 1;
              return (
                <tr key={criterion.id}>
                  <th scope="row" className="rubric-grid__criterion">
                    <span className="rubric-grid__name">{criterionName(c)}</span>
                    {criterion.description ? (
                      <span className="rubric-grid__description">{criterion.description}</span>
                    ) : null}
                    {score && weight !== 1 ? <span className="tag">{t('view.weight', { weight })}</span> : null}
                  </th>
                  {rubric.levels.map((level, l) => {
                    const chosen = selection[criterion.id] === level.id;
                    const cellPoints = rubric.points[c]?.[l];
                    return (
                      <td
                        key={level.id}
                        className={chosen ? 'rubric-grid__cell rubric-grid__cell--chosen' : 'rubric-grid__cell'}
                      >
                        <button
                          type="button"
                          className="rubric-grid__choice"
                          aria-pressed={chosen}
                          aria-label={t('view.choose', { criterion: criterionName(c), level: levelName(l) })}
                          onClick={() => choose(criterion.id, level.id)}
                        >
                          {score && cellPoints !== undefined ? (
                            <span className="rubric-grid__points">{pointsText(cellPoints)}</span>
                          ) : null}
                          <span className="rubric-grid__text">{rubric.contents[c]?.[l] ?? ''}</span>
                        </button>
                      </td>
                    );
                  })}
                  {rubric.enableNA ? (
                    <td className="rubric-grid__cell">
                      <button
                        type="button"
                        className="rubric-grid__choice"
                        aria-pressed={selection[criterion.id] === RUBRIC_NOT_APPLICABLE}
                        aria-label={t('view.choose', {
                          criterion: criterionName(c),
                          level: msg('rubrics.not_applicable'),
                        })}
                        onClick={() => choose(criterion.id, RUBRIC_NOT_APPLICABLE)}
                      >
                        {msg('rubrics.not_applicable')}
                      </button>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="rubric-view__summary" role="status">
        {score ? (
          <p>
            {chosenCount === 0
              ? msg('rubrics.scoring.nothing_entered', { m: formatRubricNumber(maximum) })
              : msg('rubrics.scoring.out_of', { x: summary.totalText, m: formatRubricNumber(summary.maximum) })}
            {summary.percentageText !== null ? ` (${summary.percentageText}%)` : null}
          </p>
        ) : (
          <p>{t('view.chosen', { count: chosenCount, total: rubric.criterias.length })}</p>
        )}
      </div>
      <section aria-labelledby={standardsId} className="rubric-view__standards">
        <Heading id={standardsId} className="rubric-view__heading">
          {t('view.standards')}
        </Heading>
        <div className="panel__toolbar">
          <CheckboxField
            label={t('view.showAll')}
            checked={showAll}
            onChange={(event) => setShowAll(event.target.checked)}
          />
          <Button icon={Eraser} size="small" disabled={chosenCount === 0} onClick={() => setSelection({})}>
            {t('view.clearSelection')}
          </Button>
        </div>
        {!anyStandards ? <p className="muted">{t('view.noStandards')}</p> : null}
        {anyStandards && !showAll && chosenCount === 0 ? <p className="muted">{t('view.chooseToSee')}</p> : null}
        {rubricStatements.length > 0 && (showAll || chosenCount > 0) ? (
          <>
            <p className="rubric-view__label">{t('view.wholeRubric')}</p>
            <ul className="rubric-view__list">
              {rubricStatements.map((entry) => {
                const met =
                  score && entry.threshold !== null && chosenCount > 0
                    ? isRubricThresholdMet(summary.total, summary.maximum, entry.threshold)
                    : null;
                return (
                  <li key={entry.id}>
                    <span className="statement-list__id">{entry.statement_id}</span> {entry.title}
                    {score && entry.threshold !== null ? (
                      <span className="rubric-view__rule">
                        {' '}
                        {t('view.threshold', { threshold: entry.threshold })} · {msg('rubrics.threshold_hint')}
                      </span>
                    ) : null}
                    {met !== null ? <Outcome met={met} /> : null}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
        {criterionStatements.map(({ criterion, index, entries }) => {
          const chosen = selection[criterion.id];
          const scored = chosen === undefined ? null : criterionScore(rubric, criterion.id, chosen);
          return (
            <div key={criterion.id}>
              <p className="rubric-view__label">{criterionName(index)}</p>
              <ul className="rubric-view__list">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <span className="statement-list__id">{entry.statement_id}</span> {entry.title}
                    {entry.minimum !== null ? (
                      <span className="rubric-view__rule"> {t('view.minimum', { minimum: entry.minimum })}</span>
                    ) : null}
                    {chosen !== undefined && chosen !== RUBRIC_NOT_APPLICABLE ? (
                      <Outcome met={isStandardMet(score ? scored : 1, score ? entry.minimum : null)} />
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
    </div>
  );
}

function Outcome({ met }: { met: boolean }) {
  const t = useT('rubrics');
  return met ? (
    <StateBadge label={t('view.met')} tone="success" />
  ) : (
    <StateBadge label={t('view.notMet')} tone="neutral" />
  );
}
