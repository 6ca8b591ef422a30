import { FileJson, RefreshCw, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogButton } from '../../../components/ui/dialog-button';
import { FileField, useFileField } from '../../../components/ui/file-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorText, isApiError, serverText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useImportCaseFramework } from '../api/import-case-framework';
import { readFileText } from '../utils/read-file';

/** The 409 of a package already imported on the node: its sentence names the set there. */
const ALREADY_IMPORTED = 'hierarchy.case.already_imported';

/**
 * "Import from CASE package": reads a CASE 1.1 framework package (.json) and posts it. What is wrong with the
 * package (the server's 400, `fields.package`) shows under the file field. A package already imported in the
 * folder (409) says which set it became and offers to update that set with this package.
 */
export function CaseImportButton({ nodeId }: { nodeId: string }) {
  const t = useT('hierarchy');
  return (
    <DialogButton label={t('statements.importCase')} title={t('statements.caseTitle')} icon={FileJson}>
      {({ open }) => (open ? <CaseImportForm nodeId={nodeId} /> : null)}
    </DialogButton>
  );
}

export function CaseImportForm({ nodeId }: { nodeId: string }) {
  const t = useT('hierarchy');
  const locale = useLocale();
  const mutation = useImportCaseFramework(nodeId);
  const fileField = useFileField();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The package already imported here, kept to send again as it is with update_existing.
  const [offer, setOffer] = useState<{ message: string; pkg: unknown } | null>(null);
  const [reading, setReading] = useState(false);

  const send = async (pkg: unknown, updateExisting: boolean) => {
    try {
      const set = await mutation.mutateAsync({ pkg, updateExisting });
      setOffer(null);
      const text = { title: set.title, count: set.statements.length };
      setDone(updateExisting ? t('statements.updated', text) : t('statements.imported', text));
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === ALREADY_IMPORTED) {
        // The server's sentence, in the reader's language, names the existing set.
        setOffer({ message: error.message, pkg });
      } else if (isApiError(error) && error.status === 400 && error.fields.package) {
        fileField.reject(serverText(error.fields.package, locale));
      } else {
        setFailure(errorText(error, locale));
      }
    }
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    setOffer(null);
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
    await send(pkg, false);
  };

  const busy = mutation.isPending || reading;
  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FileField
        field={fileField}
        label={t('statements.caseFile')}
        hint={t('statements.caseHint')}
        accept=".json,application/json"
        onFileChange={() => {
          setOffer(null);
          setFailure(null);
          setDone(null);
        }}
      />
      <FormAlert message={failure} />
      {offer ? (
        <div role="alert" className="notice">
          <p className="notice__text">{offer.message}</p>
          <div className="button-row">
            <Button icon={RefreshCw} disabled={busy} onClick={() => void send(offer.pkg, true)}>
              {t('statements.updateExisting')}
            </Button>
          </div>
        </div>
      ) : null}
      <div role="status">{done ? <p>{done}</p> : mutation.isPending ? <p>{t('statements.importing')}</p> : null}</div>
      <div className="form__actions">
        <Button type="submit" variant="primary" icon={Upload} disabled={busy}>
          {t('statements.import')}
        </Button>
      </div>
    </form>
  );
}
