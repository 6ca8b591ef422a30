/** The form-level error message (react-hook-form's `root.server`), announced as an alert; nothing when absent. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="error-text">
      {message}
    </p>
  ) : null;
}
