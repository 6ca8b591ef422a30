import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  RUBRIC_NOT_APPLICABLE,
  criterionMaximum,
  criterionScore,
  rubricMaximum,
  rubricMode,
  rubricScoreSummary,
  scoringScreenReaderText,
  type Rubric,
} from '@tessera/shared';
import { FieldMessages } from '../../../components/ui/field-messages';
import { useT, type Translate } from '../../../lib/i18n';
import type { RubricDraft } from '../utils/assessment-draft';

interface RubricGridProps {
  label: string;
  rubric: Rubric;
  draft: RubricDraft;
  editable: boolean;
  /** Field errors by place (`criteria.<criterion>`, `comments.<criterion>`, or '' for the whole rubric). */
  errorAt: (place: string) => string | undefined;
  autoFilled?: boolean;
  onChange: (draft: RubricDraft) => void;
}

/**
 * The rubric grid (spec 1 §2, §4–5): one radiogroup per criterion, its levels (name, points, the cell's text),
 * N/A where the rubric enables it, and a comment per criterion; the total below (N/A and empty left out, two
 * decimals, percentage hidden above 100: shared's rubricScoreSummary). Keyboard: Tab reaches each criterion,
 * the arrow keys move across its levels, Space or Enter chooses the focused one; each criterion says "X out of
 * M points" or "Nothing entered out of M points" (politely, as it changes).
 */
export function RubricGrid({ label, rubric, draft, editable, errorAt, autoFilled, onChange }: RubricGridProps) {
  const t = useT('assessment');
  const msg = useT('messages');
  const score = rubricMode(rubric) === 'score';
  const summary = rubricScoreSummary(rubric, draft.criteria);
  const chosenCount = rubric.criterias.filter((c) => draft.criteria[c.id]).length;
  const baseId = useId();
  return (
    <div className="rubric-grid" role="group" aria-labelledby={`${baseId}-label`}>
      <h4 id={`${baseId}-label`} className="assessment__component-label">
        {label}
      </h4>
      {autoFilled ? <p className="assessment__hint">{t('rubric.auto')}</p> : null}
      {editable ? (
        <p className="assessment__hint" id={`${baseId}-keys`}>
          {t('rubric.keyboard')}
        </p>
      ) : null}
      {rubric.criterias.map((criterion, index) => (
        <Criterion
          key={criterion.id}
          rubric={rubric}
          index={index}
          score={score}
          draft={draft}
          editable={editable}
          errorAt={errorAt}
          keysHintId={editable ? `${baseId}-keys` : undefined}
          onChange={onChange}
          notApplicableLabel={t('rubric.notApplicable')}
          msg={msg}
        />
      ))}
      <p className="rubric-grid__total">
        {score ? (
          <>
            {/* Nothing counted yet: the rubric's whole maximum, so the line never reads "of 0 points". */}
            {t('rubric.total', {
              total: summary.totalText,
              maximum: summary.counted === 0 ? rubricMaximum(rubric) : summary.maximum,
            })}
            {summary.percentageText ? <> ({t('rubric.percentage', { percentage: summary.percentageText })})</> : null}
          </>
        ) : (
          t('rubric.totalPlain', { chosen: chosenCount, criteria: rubric.criterias.length })
        )}
      </p>
    </div>
  );
}

function Criterion({
  rubric,
  index,
  score,
  draft,
  editable,
  errorAt,
  keysHintId,
  onChange,
  notApplicableLabel,
  msg,
}: {
  rubric: Rubric;
  index: number;
  score: boolean;
  draft: RubricDraft;
  editable: boolean;
  errorAt: (place: string) => string | undefined;
  keysHintId?: string;
  onChange: (draft: RubricDraft) => void;
  notApplicableLabel: string;
  msg: Translate<'messages'>;
}) {
  const t = useT('assessment');
  const criterion = rubric.criterias[index]!;
  const id = useId();
  const options = [
    ...rubric.levels.map((level, levelIndex) => ({
      id: level.id,
      name: level.name,
      points: score ? rubric.points[index]?.[levelIndex] : undefined,
      text: rubric.contents[index]?.[levelIndex] ?? '',
    })),
    ...(rubric.enableNA
      ? [
          {
            id: RUBRIC_NOT_APPLICABLE,
            name: notApplicableLabel,
            points: undefined,
            text: t('rubric.notApplicableLong'),
          },
        ]
      : []),
  ];
  const chosen = draft.criteria[criterion.id] ?? null;
  const chosenIndex = options.findIndex((option) => option.id === chosen);
  const [focusIndex, setFocusIndex] = useState(Math.max(0, chosenIndex));
  const refs = useRef<(HTMLDivElement | null)[]>([]);
  const maximum = criterionMaximum(rubric, index);
  const value = criterionScore(rubric, criterion.id, chosen);
  const spoken = scoringScreenReaderText(value, maximum);
  const choiceError = errorAt(`criteria.${criterion.id}`);
  const commentError = errorAt(`comments.${criterion.id}`);
  // The roving tab stop: the chosen level, else the one last focused.
  const tabStop = chosenIndex >= 0 ? chosenIndex : focusIndex;

  const choose = (optionIndex: number) => {
    if (!editable) return;
    const option = options[optionIndex];
    if (!option) return;
    setFocusIndex(optionIndex);
    onChange({ ...draft, criteria: { ...draft.criteria, [criterion.id]: option.id } });
  };
  const move = (to: number) => {
    const next = (to + options.length) % options.length;
    setFocusIndex(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, optionIndex: number) => {
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        event.preventDefault();
        move(optionIndex + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        event.preventDefault();
        move(optionIndex - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(options.length - 1);
        break;
      case ' ':
      case 'Enter':
        event.preventDefault();
        choose(optionIndex);
        break;
    }
  };
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  return (
    <div className="rubric-criterion" data-criterion={criterion.id}>
      <p className="rubric-criterion__name" id={`${id}-name`}>
        {criterion.name}
      </p>
      {criterion.description ? <p className="rubric-criterion__description">{criterion.description}</p> : null}
      <div
        role="radiogroup"
        className="rubric-criterion__levels"
        aria-labelledby={`${id}-name`}
        aria-describedby={
          [score ? statusId : null, keysHintId ?? null, choiceError ? errorId : null].filter(Boolean).join(' ') ||
          undefined
        }
        aria-readonly={editable ? undefined : true}
        aria-invalid={choiceError ? true : undefined}
      >
        {options.map((option, optionIndex) => {
          const checked = option.id === chosen;
          return (
            <div
              key={option.id}
              ref={(element) => {
                refs.current[optionIndex] = element;
              }}
              role="radio"
              aria-checked={checked}
              aria-disabled={editable ? undefined : true}
              tabIndex={optionIndex === tabStop ? 0 : -1}
              className={`rubric-level${checked ? ' rubric-level--chosen' : ''}`}
              data-level={option.id}
              onClick={() => choose(optionIndex)}
              onKeyDown={(event) => onKeyDown(event, optionIndex)}
              onFocus={() => setFocusIndex(optionIndex)}
            >
              <span className="rubric-level__name">
                {option.name}
                {/* Seen, not read: the radio's checked state already says it. */}
                {checked ? (
                  <span className="rubric-level__mark" aria-hidden="true">
                    {' '}
                    ✓
                  </span>
                ) : null}
              </span>
              {option.points !== undefined ? (
                <span className="rubric-level__points">{t('rubric.points', { count: option.points })}</span>
              ) : null}
              {option.text ? <span className="rubric-level__text">{option.text}</span> : null}
            </div>
          );
        })}
      </div>
      {score ? (
        <p id={statusId} className="rubric-criterion__status" aria-live="polite">
          {msg(spoken.key, spoken.params)}
        </p>
      ) : (
        <p className="rubric-criterion__status">
          {chosenIndex >= 0 ? t('rubric.chosen', { level: options[chosenIndex]!.name }) : t('rubric.nothingChosen')}
        </p>
      )}
      <FieldMessages hintId={`${id}-hint`} errorId={errorId} error={choiceError} />
      {editable ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-comment`}>
            {t('rubric.comment', { criterion: criterion.name })}
          </label>
          <textarea
            id={`${id}-comment`}
            className="field__input assessment__comment"
            rows={2}
            value={draft.comments[criterion.id] ?? ''}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? `${id}-comment-error` : undefined}
            onChange={(event) =>
              onChange({ ...draft, comments: { ...draft.comments, [criterion.id]: event.target.value } })
            }
          />
          <FieldMessages hintId={`${id}-comment-hint`} errorId={`${id}-comment-error`} error={commentError} />
        </div>
      ) : draft.comments[criterion.id] ? (
        <p className="rubric-criterion__comment">{draft.comments[criterion.id]}</p>
      ) : null}
    </div>
  );
}
