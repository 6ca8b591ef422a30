import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { siteInputSchema } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { isApiError } from '../../../lib/api-error';
import { useFieldErrorText } from '../../../lib/field-errors';
import { useLocale } from '../../../lib/i18n';
import { applyServerErrors } from '../../../lib/server-errors';
import { formResolver } from '../../../lib/zod-issue';
import type { CollectionItem, CollectionItemInput, CollectionKind } from '../api/collections';
import { useCreateCollectionItem } from '../api/create-collection-item';
import { useUpdateCollectionItem } from '../api/update-collection-item';
import { useT } from '../../../lib/i18n';

const FIELDS = ['name', 'site_category_id'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The contract's input (the site's is the widest) with the name required (spec 2 §5 generic blank); the
 * category select offers '' for "no category", sent as null.
 */
const formSchema = z.extend(siteInputSchema, { site_category_id: z.optional(z.nullable(z.string())) }).check(
  z.superRefine((value, ctx) => {
    if (value.name.trim() === '') ctx.addIssue({ code: 'custom', path: ['name'], message: 'system.field_blank' });
  }),
);

interface CollectionItemFormProps {
  kind: CollectionKind;
  nodeId: string;
  /** The item being edited; absent to create one. */
  item?: CollectionItem;
  /** Site categories to choose from (sites only). */
  siteCategories?: readonly { id: string; name: string }[];
  onDone: (item: CollectionItem) => void;
}

/**
 * Create or edit a label, site category, site or log category. Server field errors show under their
 * fields and clear when the field is edited; the submit button is disabled while the request runs.
 */
export function CollectionItemForm({ kind, nodeId, item, siteCategories, onDone }: CollectionItemFormProps) {
  const t = useT('hierarchy');
  const locale = useLocale();
  const create = useCreateCollectionItem(kind, nodeId);
  const update = useUpdateCollectionItem(kind, nodeId);
  const { register, handleSubmit, formState, setError, clearErrors } = useForm<CollectionItemInput>({
    resolver: formResolver(formSchema),
    defaultValues: { name: item?.name ?? '', site_category_id: item?.site_category?.id ?? '' },
  });
  const pending = formState.isSubmitting || create.isPending || update.isPending;

  const onSubmit = handleSubmit(async (values) => {
    const body: CollectionItemInput =
      kind === 'site'
        ? { name: values.name.trim(), site_category_id: values.site_category_id || null }
        : { name: values.name.trim() };
    try {
      onDone(item ? await update.mutateAsync({ id: item.id, body }) : await create.mutateAsync(body));
    } catch (error) {
      if (!isApiError(error)) throw error;
      applyServerErrors(error, setError, locale, FIELDS);
    }
  });

  const fieldErrorText = useFieldErrorText();
  const fieldError = (field: Field) => fieldErrorText(formState.errors[field]?.message);

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormField
        label={t('common.name')}
        autoComplete="off"
        error={fieldError('name')}
        {...register('name', { onChange: () => clearErrors('name') })}
      />
      {kind === 'site' ? (
        <SelectField
          label={t('site.category')}
          error={fieldError('site_category_id')}
          {...register('site_category_id', { onChange: () => clearErrors('site_category_id') })}
        >
          <option value="">{t('site.noCategory')}</option>
          {(siteCategories ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <FormAlert message={formState.errors.root?.server?.message} />
      <div className="form__actions">
        <Button type="submit" variant="primary" disabled={pending}>
          {item ? t('common.save') : t('common.create')}
        </Button>
      </div>
    </form>
  );
}
