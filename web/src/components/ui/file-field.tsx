import { useId, useRef, useState } from 'react';
import { FieldMessages } from './field-messages';
import { FileChooser } from './file-chooser';

/** A file input's state in an import dialog: the chosen file (and its name), its error, and a way to refuse it. */
export function useFileField() {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  return {
    input,
    error,
    setError,
    name,
    setName,
    /** The chosen file, if any. */
    file: (): File | undefined => input.current?.files?.[0],
    /** Shows the sentence under the input and moves the focus to it. */
    reject: (text: string) => {
      setError(text);
      input.current?.focus();
    },
  };
}

interface FileFieldProps {
  field: ReturnType<typeof useFileField>;
  label: string;
  hint: React.ReactNode;
  accept: string;
  /** Another file was chosen (what was said about the previous one no longer holds). */
  onFileChange?: () => void;
}

/**
 * A labelled file input (the design system's file chooser) with its hint and its error under it; choosing a
 * file clears the error.
 */
export function FileField({
  field: { input, error, setError, name, setName },
  label,
  hint,
  accept,
  onFileChange,
}: FileFieldProps) {
  const inputId = useId();
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <FileChooser
        ref={input}
        id={inputId}
        accept={accept}
        fileName={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        onChange={(event) => {
          setName(event.target.files?.[0]?.name ?? null);
          setError(null);
          onFileChange?.();
        }}
      />
      <FieldMessages hintId={`${inputId}-hint`} hint={hint} errorId={`${inputId}-error`} error={error} />
    </div>
  );
}
