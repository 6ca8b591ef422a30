import type { ReactNode } from 'react';

/**
 * What shows under a field's input: its hint, then its error (a server's or the form's), each with the id
 * the input's `aria-describedby` names. Every field of components/ui ends with it, so they read alike.
 */
export function FieldMessages({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId: string;
  hint?: ReactNode;
  errorId: string;
  error?: ReactNode;
}) {
  return (
    <>
      {hint ? (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
