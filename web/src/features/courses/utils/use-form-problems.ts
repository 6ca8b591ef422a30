import { useEffect, useState } from 'react';
import { TEXT_ERROR_BANNER_MS } from '@tessera/shared';
import { isApiError } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { formErrors } from './field-errors';

export interface FormProblems {
  fields: Record<string, string>;
  alert: string | null;
}

const NONE: FormProblems = { fields: {}, alert: null };

/**
 * A "text error" (spec 2 §5): the save was refused with a plain text answer instead of the platform's
 * `{code, message, fields}` (a firewall or gateway page refusing what the form sent). Read so because the spec's
 * sentence asks the user to edit their contents: the refusal was about what they typed, and it named no field.
 */
export function isTextError(error: unknown): boolean {
  return isApiError(error) && error.code.startsWith('http_') && error.status >= 400 && error.status < 500;
}

/**
 * What a refused save of the course, section and admin forms shows (spec 2 §5): the server's field errors under
 * their fields, or one sentence above the form; a text error shows "Opps! Something went wrong, please edit your
 * contents and try to save it again!" for 5 seconds.
 */
export function useFormProblems() {
  const msg = useT('messages');
  const locale = useLocale();
  const [problems, setProblems] = useState<FormProblems & { fleeting: boolean }>({ ...NONE, fleeting: false });
  useEffect(() => {
    if (!problems.fleeting) return undefined;
    const timer = setTimeout(() => setProblems({ ...NONE, fleeting: false }), TEXT_ERROR_BANNER_MS);
    return () => clearTimeout(timer);
  }, [problems]);
  return {
    problems: { fields: problems.fields, alert: problems.alert } as FormProblems,
    clear: () => setProblems({ ...NONE, fleeting: false }),
    show: (error: unknown) =>
      setProblems(
        isTextError(error)
          ? { fields: {}, alert: msg('hierarchy.save_text_error'), fleeting: true }
          : { ...formErrors(error, locale), fleeting: false },
      ),
  };
}
