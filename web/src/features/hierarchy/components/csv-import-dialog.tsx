import { Download, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  CSV_IMPORT_COLUMNS,
  csvUploadFailureMessage,
  validateCsvUpload,
  type CsvImportKind,
  type ResponseBody,
  type importCsv,
} from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { DialogButton } from '../../../components/ui/dialog-button';
import { FileField, useFileField } from '../../../components/ui/file-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorText, isApiError, serverText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useImportCsv } from '../api/import-csv';
import { csvTemplate } from '../utils/csv-columns';
import { readFileBase64 } from '../../../lib/read-file-base64';

type CsvResult = ResponseBody<typeof importCsv>;

/**
 * Import groups, sites or labels from a file (spec 2 §2 modals, §5 uploads). Before the upload it names the
 * required and optional columns and offers a template file; the file must end in .csv ("Invalid file type");
 * after it, "N imported, M skipped, K failed", how the file was read (encoding, separator) and the result of
 * each row.
 */
/** Encodings by their usual names, the same in every language. */
const ENCODING_NAMES: Record<NonNullable<CsvResult['file']>['encoding'], string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252',
};

export function CsvImportButton({ nodeId, kind }: { nodeId: string; kind: CsvImportKind }) {
  const t = useT('hierarchy');
  return (
    <DialogButton label={t(`csv.${kind}`)} icon={Upload} size="wide">
      {() => <CsvImportForm nodeId={nodeId} kind={kind} />}
    </DialogButton>
  );
}

export function CsvImportForm({ nodeId, kind }: { nodeId: string; kind: CsvImportKind }) {
  const t = useT('hierarchy');
  const msg = useT('messages');
  const locale = useLocale();
  const mutation = useImportCsv(nodeId, kind);
  const fileField = useFileField();
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<CsvResult | null>(null);
  const columns = CSV_IMPORT_COLUMNS[kind];
  const template = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate(kind))}`, [kind]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setResult(null);
    const file = fileField.file();
    if (!file) {
      fileField.reject(t('csv.chooseFile'));
      return;
    }
    const invalid = validateCsvUpload(file.name);
    if (invalid) {
      fileField.reject(msg(invalid));
      return;
    }
    fileField.setError(null);
    try {
      setResult(await mutation.mutateAsync({ filename: file.name, content_base64: await readFileBase64(file) }));
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const members = error.fields.members ?? error.fields.file ?? error.fields.filename ?? error.fields.content;
        const shown = csvUploadFailureMessage(members ? { members } : null);
        setFailure('text' in shown ? serverText(shown.text, locale) : msg(shown.key));
      } else {
        setFailure(errorText(error, locale));
      }
    }
  };

  const number = new Intl.NumberFormat(locale);
  /** How the server read the file (docs/imports.md): "Read as Windows-1252, semicolon separated." */
  const readAs = (file: NonNullable<CsvResult['file']>) =>
    t('csv.readAs', {
      encoding: ENCODING_NAMES[file.encoding],
      separator: t(
        file.separator === 'semicolon'
          ? 'csv.separatorSemicolon'
          : file.separator === 'tab'
            ? 'csv.separatorTab'
            : 'csv.separatorComma',
      ),
    });
  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FileField
        field={fileField}
        label={t('csv.file')}
        accept=".csv,text/csv"
        hint={
          <>
            <p className="field__hint">{t('csv.hint')}</p>
            <ul className="csv-help field__hint">
              <li>{t('csv.required', { columns: columns.required.join(', ') })}</li>
              {columns.optional.length > 0 ? (
                <li>{t('csv.optional', { columns: columns.optional.join(', ') })}</li>
              ) : null}
            </ul>
          </>
        }
      />
      <p>
        <a href={template} download={`${kind}-template.csv`}>
          <Download className="icon" aria-hidden="true" /> {t('csv.template')}
        </a>
      </p>
      <FormAlert message={failure} />
      <div className="form__actions">
        <Button type="submit" variant="primary" icon={Upload} disabled={mutation.isPending}>
          {t('statements.import')}
        </Button>
      </div>
      <div role="status">
        {result ? (
          <p>
            {t('csv.summary', {
              imported: number.format(result.created),
              skipped: number.format(result.skipped),
              failed: number.format(result.failed),
            })}
            {result.file ? ` ${readAs(result.file)}` : null}
          </p>
        ) : null}
      </div>
      {result && result.rows.length > 0 ? (
        <DataTable
          caption={t('csv.results')}
          rows={result.rows}
          rowKey={(row) => row.row}
          columns={[
            { id: 'row', header: t('csv.row'), cell: (row) => number.format(row.row) },
            { id: 'name', header: t('csv.name'), cell: (row) => row.name },
            {
              id: 'status',
              header: t('csv.status'),
              cell: (row) =>
                t(
                  row.status === 'created'
                    ? 'csv.statusCreated'
                    : row.status === 'skipped'
                      ? 'csv.statusSkipped'
                      : 'csv.statusFailed',
                ),
            },
            {
              id: 'reason',
              header: t('csv.reason'),
              cell: (row) => (row.reason ? serverText(row.reason, locale) : ''),
            },
          ]}
        />
      ) : null}
    </form>
  );
}
