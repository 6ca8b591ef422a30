import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { integerInputAccepts } from '@tessera/shared';
import { FieldMessages } from './field-messages';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** An integer input: digits only from the keyboard (spec 1 §5), the numeric keypad on a phone. */
  integer?: boolean;
}

/** A labelled input with its error shown under it (spec 1 §5: server field errors under the field). */
export function FormField({ label, error, hint, id, ref, integer = false, ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...(integer ? { inputMode: 'numeric' as const } : {})}
        {...input}
        onKeyDown={
          integer
            ? (event) => {
                if (!integerInputAccepts(event.key, event.ctrlKey || event.metaKey || event.altKey))
                  event.preventDefault();
                input.onKeyDown?.(event);
              }
            : input.onKeyDown
        }
      />
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
