import { useT } from '../../lib/i18n';
import { CheckboxField } from './checkbox-field';
import { FormField } from './form-field';

/** The insert dialogs' "Add to my timeline" choice (spec 1 §5): ticked, it asks for the timeline item's title. */
export interface TimelineChoice {
  add: boolean;
  title: string;
}

export const NO_TIMELINE: TimelineChoice = { add: false, title: '' };

interface TimelineOptionProps {
  value: TimelineChoice;
  onChange: (next: TimelineChoice) => void;
  /** The title's error (spec 1 §5 "a title when adding to the timeline", blank after trim refused). */
  error?: string;
}

/**
 * "Add to my timeline" and, once ticked, the required Title of the evidence item the insert also makes. The
 * title is kept when the box is unticked and ticked again.
 */
export function TimelineOption({ value, onChange, error }: TimelineOptionProps) {
  const t = useT('common');
  return (
    <div className="timeline-option">
      <CheckboxField
        label={t('timeline.add')}
        checked={value.add}
        onChange={(event) => onChange({ ...value, add: event.currentTarget.checked })}
      />
      {value.add ? (
        <FormField
          label={t('timeline.title')}
          hint={t('timeline.titleHint')}
          aria-required="true"
          value={value.title}
          error={error}
          maxLength={255}
          onChange={(event) => onChange({ ...value, title: event.currentTarget.value })}
        />
      ) : null}
    </div>
  );
}
