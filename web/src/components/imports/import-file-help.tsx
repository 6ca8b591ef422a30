import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { IMPORT_COLUMNS, type ImportColumn, type ImportKind } from '@tessera/shared';
import { errorText } from '../../lib/api-error';
import { useLocale, useT } from '../../lib/i18n';
import { downloadImportTemplate } from '../../lib/import-jobs';
import { Button } from '../ui/button';

/**
 * What a kind's file holds, above an import dialog's upload (issue 24): its required and optional columns
 * (with the other header names each is read under, Canvas's among them) and its template to download, the
 * server's own (GET /api/imports/templates/{kind}), so the dialog and the import cannot drift apart.
 */
export function ImportFileHelp({ kind, about }: { kind: ImportKind; about?: string }) {
  const t = useT('importJobs');
  const locale = useLocale();
  const template = useMutation({ mutationFn: downloadImportTemplate });
  const named = (column: ImportColumn) =>
    column.aliases && column.aliases.length > 0
      ? t('help.alias', { column: column.name, aliases: column.aliases.join(', ') })
      : column.name;
  const columns = IMPORT_COLUMNS[kind];
  const required = columns.filter((column) => column.required).map(named);
  const optional = columns.filter((column) => !column.required).map(named);
  return (
    <div className="stack import-file-help">
      {about ? <p>{about}</p> : null}
      <ul className="field__hint">
        <li>{t('help.required', { columns: required.join(', ') })}</li>
        {optional.length > 0 ? <li>{t('help.optional', { columns: optional.join(', ') })}</li> : null}
      </ul>
      <p className="field__hint">{t('help.templateHint')}</p>
      <div className="button-row">
        <Button icon={Download} disabled={template.isPending} onClick={() => template.mutate(kind)}>
          {t('help.template')}
        </Button>
      </div>
      {template.error ? (
        <p role="alert" className="error-text">
          {errorText(template.error, locale)}
        </p>
      ) : null}
    </div>
  );
}
