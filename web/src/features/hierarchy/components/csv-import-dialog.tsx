import { useState } from 'react';
import { csvUploadFailureMessage, validateCsvUpload, type ResponseBody, type importCsv } from '@tessera/shared';
import { DialogButton } from '../../../components/ui/dialog-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorText, isApiError, localizeServerText } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { useMessage } from '../../../lib/use-message';
import { useImportCsv, type CsvImportKind } from '../api/import-csv';
import { useHierarchyT } from '../i18n';
import { readFileText } from '../utils/read-file';
import { FileField, useFileField } from './file-field';

type CsvResult = ResponseBody<typeof importCsv>;

/**
 * Import groups, sites or labels from a file (spec 2 §2 modals, §5 uploads): the file must end in .csv
 * ("Invalid file type"); the result of each row and "N import successfully, M failed" are shown.
 */
export function CsvImportButton({ nodeId, kind }: { nodeId: string; kind: CsvImportKind }) {
  const t = useHierarchyT();
  return (
    <DialogButton label={t(`csv.${kind}`)} className="button">
      {() => <CsvImportForm nodeId={nodeId} kind={kind} />}
    </DialogButton>
  );
}

export function CsvImportForm({ nodeId, kind }: { nodeId: string; kind: CsvImportKind }) {
  const t = useHierarchyT();
  const msg = useMessage();
  const locale = useLocale();
  const mutation = useImportCsv(nodeId, kind);
  const fileField = useFileField();
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<CsvResult | null>(null);

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
      setResult(await mutation.mutateAsync({ filename: file.name, content: await readFileText(file) }));
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const members = error.fields.members ?? error.fields.file ?? error.fields.filename ?? error.fields.content;
        const shown = csvUploadFailureMessage(members ? { members } : null);
        setFailure('text' in shown ? localizeServerText(shown.text, locale) : msg(shown.key));
      } else {
        setFailure(errorText(error, locale));
      }
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FileField field={fileField} label={t('csv.file')} hint={t('csv.hint')} accept=".csv,text/csv" />
      <FormAlert message={failure} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {t('statements.import')}
        </button>
      </div>
      <div role="status">
        {result ? <p>{msg('hierarchy.import.result', { success: result.created, failed: result.failed })}</p> : null}
      </div>
      {result && result.rows.length > 0 ? (
        <table className="table">
          <caption className="visually-hidden">{t('csv.results')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('csv.row')}</th>
              <th scope="col">{t('csv.name')}</th>
              <th scope="col">{t('csv.status')}</th>
              <th scope="col">{t('csv.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.row}>
                <td>{row.row}</td>
                <td>{row.name}</td>
                <td>
                  {t(
                    row.status === 'created'
                      ? 'csv.statusCreated'
                      : row.status === 'skipped'
                        ? 'csv.statusSkipped'
                        : 'csv.statusFailed',
                  )}
                </td>
                <td>{row.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </form>
  );
}
