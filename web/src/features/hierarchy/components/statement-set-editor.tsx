import { useId } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import * as z from 'zod/mini';
import { statementSetInputSchema, type ResponseBody, type listStatementSets } from '@tessera/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { useFieldErrorText } from '../../../lib/field-errors';
import { useLocale } from '../../../lib/i18n';
import { applyServerErrors } from '../../../lib/server-errors';
import { formResolver } from '../../../lib/zod-issue';
import { useCreateStatementSet } from '../api/create-statement-set';
import { useUpdateStatementSet } from '../api/update-statement-set';
import { useT } from '../../../lib/i18n';

export type StatementSet = ResponseBody<typeof listStatementSets>['items'][number];

/** The form's rows: every statement carries a key (its id, or a client key for a new one) for keyed errors. */
const formSchema = z
  .extend(statementSetInputSchema, {
    abbreviation: z.string().check(z.maxLength(1000)),
    statements: z.array(
      z.object({
        key: z.string(),
        id: z.optional(z.string()),
        parent_id: z.optional(z.nullable(z.string())),
        title: z.string().check(z.maxLength(5000)),
        abbreviation: z.string().check(z.maxLength(1000)),
        statement_id: z.string().check(z.maxLength(1000)),
        description: z.string().check(z.maxLength(20000)),
      }),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.title.trim() === '') ctx.addIssue({ code: 'custom', path: ['title'], message: 'system.field_blank' });
      value.statements.forEach((statement, index) => {
        if (statement.title.trim() === '')
          ctx.addIssue({ code: 'custom', path: ['statements', index, 'title'], message: 'system.field_blank' });
      });
    }),
  );
type FormValues = z.infer<typeof formSchema>;
type StatementField = 'title' | 'abbreviation' | 'statement_id' | 'description';
const STATEMENT_FIELDS: readonly string[] = ['title', 'abbreviation', 'statement_id', 'description'];

let counter = 0;
const newKey = () => `new-${Date.now().toString(36)}-${(counter += 1)}`;

/**
 * Where a server field error goes (spec 2 §5: "Statement and set errors are keyed by set or statement id; a
 * set title error shows under the set title"). Keys understood: `title`, `abbreviation`, the set's id
 * (optionally `.title`/`.abbreviation`), `statements.<index|id|client key>[.field]`, and a statement's id or
 * client key (optionally `.field`). Unknown keys give undefined (the error then shows for the whole form).
 */
export function fieldForServerKey(
  key: string,
  setId: string | undefined,
  rows: ReadonlyArray<{ key: string; id?: string }>,
): FieldPath<FormValues> | undefined {
  const parts = key.split('.');
  const setField = (name: string | undefined) => (name === 'abbreviation' ? 'abbreviation' : 'title');
  if (parts.length === 1 && (parts[0] === 'title' || parts[0] === 'abbreviation')) return parts[0];
  if (setId !== undefined && parts[0] === setId) return setField(parts[1]);
  const rowIndex = (ref: string | undefined): number => {
    if (ref === undefined) return -1;
    const byKey = rows.findIndex((row) => row.key === ref || row.id === ref);
    if (byKey >= 0) return byKey;
    return /^\d+$/.test(ref) && Number(ref) < rows.length ? Number(ref) : -1;
  };
  const statementField = (index: number, name: string | undefined): FieldPath<FormValues> | undefined => {
    if (index < 0) return undefined;
    const field = (name && STATEMENT_FIELDS.includes(name) ? name : 'title') as StatementField;
    return `statements.${index}.${field}`;
  };
  if (parts[0] === 'statements') return statementField(rowIndex(parts[1]), parts[2]);
  return statementField(rowIndex(parts[0]), parts[1]);
}

interface StatementSetEditorProps {
  nodeId: string;
  /** The set being edited; absent to create one. */
  set?: StatementSet;
  onDone: (set: StatementSet) => void;
}

/**
 * The statement-set editor: set title and abbreviation, then the statements with add and remove. Server
 * errors show under the matching input; the submit button is disabled while the request runs.
 */
export function StatementSetEditor({ nodeId, set, onDone }: StatementSetEditorProps) {
  const t = useT('hierarchy');
  const locale = useLocale();
  const create = useCreateStatementSet(nodeId);
  const update = useUpdateStatementSet(nodeId);
  const legendId = useId();
  const { register, control, handleSubmit, formState, setError, clearErrors, getValues } = useForm<FormValues>({
    resolver: formResolver(formSchema),
    defaultValues: {
      title: set?.title ?? '',
      abbreviation: set?.abbreviation ?? '',
      statements: (set?.statements ?? []).map((statement) => ({
        key: statement.id,
        id: statement.id,
        parent_id: statement.parent_id,
        title: statement.title,
        abbreviation: statement.abbreviation,
        statement_id: statement.statement_id,
        description: statement.description,
      })),
    },
  });
  const rows = useFieldArray({ control, name: 'statements', keyName: 'fieldKey' });
  const pending = formState.isSubmitting || create.isPending || update.isPending;

  const onSubmit = handleSubmit(async (values) => {
    const body = {
      title: values.title.trim(),
      abbreviation: values.abbreviation.trim(),
      statements: values.statements.map((row) => ({
        ...(row.id ? { id: row.id } : { client_key: row.key }),
        ...(row.parent_id !== undefined ? { parent_id: row.parent_id } : {}),
        title: row.title.trim(),
        abbreviation: row.abbreviation.trim(),
        statement_id: row.statement_id.trim(),
        description: row.description,
      })),
    };
    try {
      onDone(set ? await update.mutateAsync({ id: set.id, body }) : await create.mutateAsync(body));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const current = getValues('statements');
      applyServerErrors(error, setError, locale, (key) => fieldForServerKey(key, set?.id, current), {
        unplaced: 'show',
      });
    }
  });

  const errorOf = useFieldErrorText();
  const statementErrors = formState.errors.statements;

  return (
    <form className="form statement-set-editor" noValidate onSubmit={onSubmit}>
      <FormField
        label={t('statements.setTitle')}
        autoComplete="off"
        error={errorOf(formState.errors.title?.message)}
        {...register('title', { onChange: () => clearErrors('title') })}
      />
      <FormField
        label={t('statements.setAbbreviation')}
        autoComplete="off"
        error={errorOf(formState.errors.abbreviation?.message)}
        {...register('abbreviation', { onChange: () => clearErrors('abbreviation') })}
      />
      <fieldset className="statement-set-editor__statements" aria-labelledby={legendId}>
        <legend id={legendId}>{t('statements.statementsLegend')}</legend>
        {rows.fields.length === 0 ? <p className="muted">{t('statements.noStatements')}</p> : null}
        <ol className="statement-set-editor__rows">
          {rows.fields.map((row, index) => {
            const n = index + 1;
            const errors = statementErrors?.[index];
            const edit = (field: StatementField) =>
              register(`statements.${index}.${field}`, { onChange: () => clearErrors(`statements.${index}.${field}`) });
            return (
              <li key={row.fieldKey} className="statement-set-editor__row">
                <FormField
                  label={t('statements.statementTitle', { n })}
                  autoComplete="off"
                  error={errorOf(errors?.title?.message)}
                  {...edit('title')}
                />
                <FormField
                  label={t('statements.statementAbbreviation', { n })}
                  autoComplete="off"
                  error={errorOf(errors?.abbreviation?.message)}
                  {...edit('abbreviation')}
                />
                <FormField
                  label={t('statements.statementId', { n })}
                  autoComplete="off"
                  error={errorOf(errors?.statement_id?.message)}
                  {...edit('statement_id')}
                />
                <FormField
                  label={t('statements.statementDescription', { n })}
                  autoComplete="off"
                  error={errorOf(errors?.description?.message)}
                  {...edit('description')}
                />
                <div>
                  <Button size="small" variant="destructive" icon={Trash2} onClick={() => rows.remove(index)}>
                    {t('statements.removeStatement', { n })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          icon={Plus}
          onClick={() =>
            rows.append(
              { key: newKey(), title: '', abbreviation: '', statement_id: '', description: '' },
              { shouldFocus: true },
            )
          }
        >
          {t('statements.addStatement')}
        </Button>
      </fieldset>
      <FormAlert message={formState.errors.root?.server?.message} />
      <div className="form__actions">
        <Button type="submit" variant="primary" disabled={pending}>
          {set ? t('common.save') : t('common.create')}
        </Button>
      </div>
    </form>
  );
}
