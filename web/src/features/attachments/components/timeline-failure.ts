import { isApiError } from '../../../lib/api-error';

/**
 * Runs "Add to my timeline" and turns a refusal into the dialog's errors: the server's title error under the
 * Title field, a field of the media (a file refused) as the dialog's own alert; anything else is thrown to the dialog's
 * usual failure. Null when it worked.
 */
export async function timelineFailure(add: () => Promise<void>): Promise<{ title?: string; form?: string } | null> {
  try {
    await add();
    return null;
  } catch (failure) {
    if (isApiError(failure) && failure.fields.title) return { title: failure.fields.title };
    const first = isApiError(failure) ? Object.values(failure.fields)[0] : undefined;
    if (first) return { form: first };
    throw failure;
  }
}
