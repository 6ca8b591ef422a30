import { useId } from 'react';
import { ALT_TEXT_MAX_LENGTH, altTextCounter } from '@tessera/shared';
import { useT } from '../../lib/i18n';

/**
 * An image's alternative text (spec 1 §5 "alt text max 125 characters with remaining-characters message at 20
 * or fewer (at 0 adds that additional characters will not be entered)"): the field, its hint, the polite
 * counter and the error, wired by ids. One field for every picker that asks for it (image, gallery, web image).
 */
export function AltTextField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const msg = useT('messages');
  const counter = altTextCounter(value);
  return (
    <div className="field">
      <label htmlFor={`${id}-alt`} className="field__label">
        {label}
      </label>
      <input
        id={`${id}-alt`}
        className="field__input"
        maxLength={ALT_TEXT_MAX_LENGTH}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-alt-hint`, `${id}-alt-count`, error ? `${id}-alt-error` : null]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-alt-hint`} className="field__hint">
        {hint}
      </p>
      <p id={`${id}-alt-count`} className="field__hint" aria-live="polite">
        {counter.messages.map((entry) => msg(entry.key, entry.params)).join(' ')}
      </p>
      {error ? (
        <p id={`${id}-alt-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
