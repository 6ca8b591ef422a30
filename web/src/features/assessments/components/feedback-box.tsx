import { useId } from 'react';
import { feedbackCharacterStatus } from '@tessera/shared';
import { CharacterCounter } from '../../../components/ui/character-counter';
import { FieldMessages } from '../../../components/ui/field-messages';
import { feedbackText, type FeedbackDraft } from '../utils/assessment-draft';

interface FeedbackBoxProps {
  label: string;
  draft: FeedbackDraft;
  editable: boolean;
  error?: string;
  onChange: (draft: FeedbackDraft) => void;
}

/**
 * The feedback box (spec 1 §5, §9): at most 3000 characters (more are not entered), the counter length/3000,
 * and, politely, "N of M characters entered." once 20 or fewer remain, with "No additional characters will be
 * entered." at the limit (shared's feedbackCharacterStatus, drawn by the ui CharacterCounter).
 */
export function FeedbackBox({ label, draft, editable, error, onChange }: FeedbackBoxProps) {
  const id = useId();
  const status = feedbackCharacterStatus(draft.content);
  if (!editable)
    return (
      <div className="assessment__feedback">
        <p className="assessment__component-label">{label}</p>
        <p className="assessment__text">{draft.content || '—'}</p>
      </div>
    );
  return (
    <div className="field assessment__feedback">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input assessment__feedback-input"
        rows={6}
        value={draft.content}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-counter`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        onChange={(event) => onChange({ kind: 'feedback', content: feedbackText(event.target.value) })}
      />
      <CharacterCounter
        id={`${id}-counter`}
        status={status}
        className="assessment__counter"
        announcementTestId="feedback-announcement"
      />
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} error={error} />
    </div>
  );
}
