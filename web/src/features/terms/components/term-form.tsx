import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import {
  formatCalendarDateIso,
  minimumEndDate,
  parseCalendarDate,
  termInputSchema,
  validateTerm,
  type ResponseBody,
  type listTerms,
} from '@tessera/shared';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { applyServerErrors, fieldErrorText } from '../../../lib/server-errors';
import { useCreateTerm, type TermInput } from '../api/create-term';
import { useUpdateTerm } from '../api/update-term';
import { useTermsT } from '../i18n';

export type Term = ResponseBody<typeof listTerms>['items'][number];

const FIELDS = ['code', 'name', 'start_date', 'end_date', 'include_academic_data'] as const;
type Field = (typeof FIELDS)[number];

/** The contract's body plus the shared term rules of spec 2 §5; messages are catalogue keys. */
const formSchema = termInputSchema.superRefine((value, ctx) => {
  for (const [field, key] of Object.entries(validateTerm(value)))
    ctx.addIssue({ code: 'custom', path: [field], message: key });
});

/** spec 2 §5: the end-date picker's minimum is the start date plus one day (ISO, for the date input). */
export function endDateMinimum(startDate: string | undefined): string | undefined {
  const start = parseCalendarDate(startDate);
  return start ? formatCalendarDateIso(minimumEndDate(start)) : undefined;
}

/**
 * Create or edit a term (spec 2 §3, §5): code, name, start and end (date pickers; the end's minimum is the
 * day after the start), include academic data. Server field errors (duplicate name or code) show under their
 * fields; the submit button is disabled while the request runs.
 */
export function TermForm({ term, onDone }: { term?: Term; onDone: (term: Term) => void }) {
  const t = useTermsT();
  const locale = useLocale();
  const create = useCreateTerm();
  const update = useUpdateTerm();
  const checkboxId = useId();
  const { register, handleSubmit, formState, setError, clearErrors, watch } = useForm<
    z.input<typeof formSchema>,
    unknown,
    TermInput
  >({
    resolver: zodResolver(formSchema),
    defaultValues: {
      code: term?.code ?? '',
      name: term?.name ?? '',
      start_date: term?.start_date ?? '',
      end_date: term?.end_date ?? '',
      include_academic_data: term?.include_academic_data ?? false,
    },
  });
  const pending = formState.isSubmitting || create.isPending || update.isPending;
  const minimum = endDateMinimum(watch('start_date'));

  const onSubmit = handleSubmit(async (values) => {
    const body: TermInput = { ...values, code: values.code.trim(), name: values.name.trim() };
    try {
      onDone(term ? await update.mutateAsync({ id: term.id, body }) : await create.mutateAsync(body));
    } catch (error) {
      if (!isApiError(error)) throw error;
      applyServerErrors(error, setError, locale, FIELDS);
    }
  });

  const fieldError = (field: Field) => fieldErrorText(formState.errors[field]?.message, locale);
  const edit = (field: Exclude<Field, 'include_academic_data'>) =>
    register(field, { onChange: () => clearErrors(field) });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormField label={t('code')} autoComplete="off" error={fieldError('code')} {...edit('code')} />
      <FormField label={t('name')} autoComplete="off" error={fieldError('name')} {...edit('name')} />
      <FormField label={t('startDate')} type="date" error={fieldError('start_date')} {...edit('start_date')} />
      <FormField
        label={t('endDate')}
        type="date"
        min={minimum}
        hint={t('endHint')}
        error={fieldError('end_date')}
        {...edit('end_date')}
      />
      <div className="field field--checkbox">
        <input id={checkboxId} type="checkbox" {...register('include_academic_data')} />
        <label htmlFor={checkboxId}>{t('includeAcademicData')}</label>
      </div>
      <FormAlert message={formState.errors.root?.server?.message} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {term ? t('save') : t('create')}
        </button>
      </div>
    </form>
  );
}
