import { useId } from 'react';
import { feedbackCharacterStatus } from '@tessera/shared';
import { FieldMessages } from '../../../components/ui/field-messages';
import { useT } from '../../../lib/i18n';
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
 * entered." at the limit (shared's feedbackCharacterStatus).
 */
export function FeedbackBox({ label, draft, editable, error, onChange }: FeedbackBoxProps) {
  const t = useT('assessment');
  const msg = useT('messages');
  const id = useId();
  const status = feedbackCharacterStatus(draft.content);
  const announcement = [
    status.announcement ? msg(status.announcement.key, status.announcement.params) : null,
    status.limitReached ? msg(status.limitReached.key) : null,
  ]
    .filter(Boolean)
    .join(' ');
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
      <p className="assessment__counter" id={`${id}-counter`}>
        {t('feedback.counter', { counter: status.counter })}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="feedback-announcement">
        {announcement}
      </p>
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} error={error} />
    </div>
  );
}
