import { useId } from 'react';
import { filterScoringInput, scoringDisplay, scoringScreenReaderText } from '@tessera/shared';
import { FieldMessages } from '../../../components/ui/field-messages';
import { useT } from '../../../lib/i18n';
import type { ScoringDraft } from '../utils/assessment-draft';

interface ScoringFieldProps {
  label: string;
  draft: ScoringDraft;
  maximum: number;
  /** Auto Score (aggregation): computed by the server, its maximum read-only (spec 1 §4). */
  computed: boolean;
  editable: boolean;
  error?: string;
  onChange: (draft: ScoringDraft) => void;
}

/**
 * The scoring field (spec 1 §4–5): digits and a dot only; a value above the maximum reverts to the one before
 * (shared's filterScoringInput); "X out of M points" or "Nothing entered out of M points" under it, read with
 * the field; an empty score reads N/A where it cannot be typed.
 */
export function ScoringField({ label, draft, maximum, computed, editable, error, onChange }: ScoringFieldProps) {
  const t = useT('assessment');
  const msg = useT('messages');
  const id = useId();
  const value = draft.text === '' || draft.text === '.' ? null : Number(draft.text);
  const spoken = scoringScreenReaderText(value, maximum);
  const outOf = msg(spoken.key, spoken.params);
  if (!editable || computed) {
    const shown = scoringDisplay(value);
    return (
      <div className="assessment__score">
        <p className="assessment__component-label" id={`${id}-label`}>
          {label}
        </p>
        <p aria-describedby={`${id}-label`}>
          <span aria-hidden="true">{'key' in shown ? msg(shown.key) : shown.text}</span>
          <span className="visually-hidden">{outOf}</span>
          <span aria-hidden="true"> / {maximum}</span>
        </p>
        {computed ? <p className="assessment__hint">{t('scoring.auto')}</p> : null}
      </div>
    );
  }
  return (
    <div className="field assessment__score">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input assessment__score-input"
        inputMode="decimal"
        autoComplete="off"
        value={draft.text}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        onChange={(event) =>
          onChange({ kind: 'scoring', text: filterScoringInput(draft.text, event.target.value, maximum) })
        }
      />
      <FieldMessages
        hintId={`${id}-hint`}
        hint={<span aria-live="polite">{outOf}</span>}
        errorId={`${id}-error`}
        error={error}
      />
    </div>
  );
}
