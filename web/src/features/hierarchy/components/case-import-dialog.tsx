import { FileJson, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogButton } from '../../../components/ui/dialog-button';
import { FileField, useFileField } from '../../../components/ui/file-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorText, isApiError, serverText } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { useImportCaseFramework } from '../api/import-case-framework';
import { useT } from '../../../lib/i18n';
import { readFileText } from '../utils/read-file';

/**
 * "Import from CASE package": reads a CASE 1.1 framework package (.json) and posts it; the server's 400 reason
 * is shown when the package is refused.
 */
export function CaseImportButton({ nodeId }: { nodeId: string }) {
  const t = useT('hierarchy');
  return (
    <DialogButton label={t('statements.importCase')} title={t('statements.caseTitle')} icon={FileJson}>
      {({ open }) => (open ? <CaseImportForm nodeId={nodeId} /> : null)}
    </DialogButton>
  );
}

function CaseImportForm({ nodeId }: { nodeId: string }) {
  const t = useT('hierarchy');
  const locale = useLocale();
  const mutation = useImportCaseFramework(nodeId);
  const fileField = useFileField();
  const [failure, setFailure] = useState<string | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setImported(null);
    const file = fileField.file();
    if (!file) {
      fileField.reject(t('statements.caseChooseFile'));
      return;
    }
    let pkg: unknown;
    setReading(true);
    try {
      pkg = JSON.parse(await readFileText(file));
    } catch {
      fileField.reject(t('statements.caseNotJson'));
      return;
    } finally {
      setReading(false);
    }
    fileField.setError(null);
    try {
      const set = await mutation.mutateAsync(pkg);
      setImported(t('statements.imported', { title: set.title, count: set.statements.length }));
    } catch (error) {
      // The 400 names what is wrong with the package (in the reader's language, from the server).
      const reason = isApiError(error) && error.status === 400 ? (error.fields.package ?? error.message) : null;
      setFailure(reason ? serverText(reason, locale) : errorText(error, locale));
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FileField
        field={fileField}
        label={t('statements.caseFile')}
        hint={t('statements.caseHint')}
        accept=".json,application/json"
      />
      <FormAlert message={failure} />
      <div role="status">
        {imported ? <p>{imported}</p> : mutation.isPending ? <p>{t('statements.importing')}</p> : null}
      </div>
      <div className="form__actions">
        <Button type="submit" variant="primary" icon={Upload} disabled={mutation.isPending || reading}>
          {t('statements.import')}
        </Button>
      </div>
    </form>
  );
}
