/**
 * A problem with the machine or the configuration (no Java, a port already taken, a missing build) that the
 * developer fixes, not a bug: `npm start` prints its message on one line and exits without a stack trace.
 */
export class LocalCloudConfigError extends Error {
  override readonly name = 'LocalCloudConfigError';
}

/** The single line to print for any startup failure. */
export function oneLineReason(error: unknown): string {
  if (error instanceof LocalCloudConfigError) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`.split('\n')[0] as string;
  return String(error).split('\n')[0] as string;
}
