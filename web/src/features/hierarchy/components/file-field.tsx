import { useId, useRef, useState } from 'react';

/** State of a file input in an import dialog: the input, its error, and a way to refuse the chosen file. */
export function useFileField() {
  const ref = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    ref,
    error,
    setError,
    /** The chosen file, if any. */
    file: (): File | undefined => ref.current?.files?.[0],
    /** Shows the sentence under the input and moves the focus to it. */
    reject: (text: string) => {
      setError(text);
      ref.current?.focus();
    },
  };
}

interface FileFieldProps {
  field: ReturnType<typeof useFileField>;
  label: string;
  hint: string;
  accept: string;
}

/** A labelled file input with its hint and its error under it; choosing a file clears the error. */
export function FileField({ field, label, hint, accept }: FileFieldProps) {
  const inputId = useId();
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <input
        ref={field.ref}
        id={inputId}
        type="file"
        accept={accept}
        className="field__input"
        aria-invalid={field.error ? true : undefined}
        aria-describedby={`${inputId}-hint${field.error ? ` ${inputId}-error` : ''}`}
        onChange={() => field.setError(null)}
      />
      <p id={`${inputId}-hint`} className="field__hint">
        {hint}
      </p>
      {field.error ? (
        <p id={`${inputId}-error`} className="field__error">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
