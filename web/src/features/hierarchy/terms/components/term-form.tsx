import { Controller, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  formatCalendarDateIso,
  minimumEndDate,
  parseIsoCalendarDate,
  termInputSchema,
  validateTerm,
  type ResponseBody,
  type TermErrors,
  type listTerms,
} from '@tessera/shared';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { DateField, isDateFieldValue } from '../../../../components/ui/date-field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormField } from '../../../../components/ui/form-field';
import { isApiError } from '../../../../lib/api-error';
import { encodeFieldError, useFieldErrorText } from '../../../../lib/field-errors';
import { useLocale, useT } from '../../../../lib/i18n';
import { applyServerErrors } from '../../../../lib/server-errors';
import { formResolver } from '../../../../lib/zod-issue';
import { useCreateTerm, type TermInput } from '../api/create-term';
import { useUpdateTerm } from '../api/update-term';

export type Term = ResponseBody<typeof listTerms>['items'][number];

const FIELDS = ['code', 'name', 'start_date', 'end_date', 'include_academic_data'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The contract's body plus the shared term rules of spec 2 §5; messages are catalogue keys. A date the date
 * field could not read in the reader's pattern says so (the spec's evidence-date sentence, naming that
 * pattern) instead of "please select"; such text is never sent, so it cannot be read the other way round.
 */
const formSchema = termInputSchema.check(
  z.superRefine((value, ctx) => {
    // The rules' catalogue keys, or an encoded key with its parameters (lib/field-errors).
    const errors: Partial<Record<keyof TermErrors, string>> = validateTerm(value);
    for (const field of ['start_date', 'end_date'] as const) {
      if (!isDateFieldValue(value[field])) errors[field] = encodeFieldError('date.invalid');
    }
    for (const [field, key] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message: key });
  }),
);

/** spec 2 §5: the end-date picker's minimum is the start date plus one day (ISO). */
export function endDateMinimum(startDate: string | undefined): string | undefined {
  const start = parseIsoCalendarDate(startDate ?? '');
  return start ? formatCalendarDateIso(minimumEndDate(start)) : undefined;
}

/**
 * Create or edit a term (spec 2 §3, §5): code, name, start and end (typed in the reader's pattern or chosen from a calendar;
 * the end's minimum is the day after the start), include academic data. Server field errors (duplicate name
 * or code) show under their fields; the submit button is disabled while the request runs.
 */
export function TermForm({ term, onDone }: { term?: Term; onDone: (term: Term) => void }) {
  const t = useT('terms');
  const locale = useLocale();
  const fieldErrorText = useFieldErrorText();
  const create = useCreateTerm();
  const update = useUpdateTerm();
  const { register, handleSubmit, formState, setError, clearErrors, control } = useForm<
    z.input<typeof formSchema>,
    unknown,
    z.output<typeof formSchema>
  >({
    resolver: formResolver(formSchema),
    defaultValues: {
      code: term?.code ?? '',
      name: term?.name ?? '',
      start_date: term?.start_date ?? '',
      end_date: term?.end_date ?? '',
      include_academic_data: term?.include_academic_data ?? false,
    },
  });
  const pending = formState.isSubmitting || create.isPending || update.isPending;
  const minimum = endDateMinimum(useWatch({ control, name: 'start_date' }));

  const onSubmit = handleSubmit(async (values) => {
    const body: TermInput = { ...values, code: values.code.trim(), name: values.name.trim() };
    try {
      onDone(term ? await update.mutateAsync({ id: term.id, body }) : await create.mutateAsync(body));
    } catch (error) {
      if (!isApiError(error)) throw error;
      applyServerErrors(error, setError, locale, FIELDS);
    }
  });

  const fieldError = (field: Field) => fieldErrorText(formState.errors[field]?.message);
  const edit = (field: 'code' | 'name') => register(field, { onChange: () => clearErrors(field) });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormField label={t('code')} autoComplete="off" error={fieldError('code')} {...edit('code')} />
      <FormField label={t('name')} autoComplete="off" error={fieldError('name')} {...edit('name')} />
      {(['start_date', 'end_date'] as const).map((field) => (
        <Controller
          key={field}
          control={control}
          name={field}
          render={({ field: { value, onChange, onBlur, name } }) => (
            <DateField
              name={name}
              label={field === 'start_date' ? t('startDate') : t('endDate')}
              value={value ?? ''}
              onChange={(next) => {
                clearErrors(field);
                onChange(next);
              }}
              onBlur={onBlur}
              min={field === 'end_date' ? minimum : undefined}
              hint={field === 'end_date' ? t('endHint') : undefined}
              error={fieldError(field)}
            />
          )}
        />
      ))}
      <CheckboxField label={t('includeAcademicData')} {...register('include_academic_data')} />
      <FormAlert message={formState.errors.root?.server?.message} />
      <div className="form__actions">
        <Button type="submit" variant="primary" disabled={pending}>
          {term ? t('save') : t('create')}
        </Button>
      </div>
    </form>
  );
}
