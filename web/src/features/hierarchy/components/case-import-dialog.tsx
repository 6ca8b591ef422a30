import { useId, useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { errorText, isApiError, localizeServerText } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { useImportCaseFramework } from '../api/import-case-framework';
import { useHierarchyT } from '../i18n';
import { readFileText } from '../utils/read-file';

/**
 * "Import from CASE package": reads a CASE 1.1 framework package (.json) and posts it; the server's 400 reason
 * is shown when the package is refused.
 */
export function CaseImportButton({ nodeId }: { nodeId: string }) {
  const t = useHierarchyT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('statements.importCase')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('statements.caseTitle')}>
        {open ? <CaseImportForm nodeId={nodeId} /> : null}
      </Dialog>
    </>
  );
}

function CaseImportForm({ nodeId }: { nodeId: string }) {
  const t = useHierarchyT();
  const locale = useLocale();
  const mutation = useImportCaseFramework(nodeId);
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const inputId = useId();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setImported(null);
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setFileError(t('statements.caseChooseFile'));
      fileRef.current?.focus();
      return;
    }
    let pkg: unknown;
    setReading(true);
    try {
      pkg = JSON.parse(await readFileText(file));
    } catch {
      setFileError(t('statements.caseNotJson'));
      fileRef.current?.focus();
      return;
    } finally {
      setReading(false);
    }
    setFileError(null);
    try {
      const set = await mutation.mutateAsync(pkg);
      setImported(t('statements.imported', { title: set.title, count: set.statements.length }));
    } catch (error) {
      // The 400 names what is wrong with the package (in the reader's language, from the server).
      const reason = isApiError(error) && error.status === 400 ? (error.fields.package ?? error.message) : null;
      setFailure(reason ? localizeServerText(reason, locale) : errorText(error, locale));
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="field">
        <label htmlFor={inputId} className="field__label">
          {t('statements.caseFile')}
        </label>
        <input
          ref={fileRef}
          id={inputId}
          type="file"
          accept=".json,application/json"
          className="field__input"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${inputId}-hint${fileError ? ` ${inputId}-error` : ''}`}
          onChange={() => setFileError(null)}
        />
        <p id={`${inputId}-hint`} className="field__hint">
          {t('statements.caseHint')}
        </p>
        {fileError ? (
          <p id={`${inputId}-error`} className="field__error">
            {fileError}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="error-text">
          {failure}
        </p>
      ) : null}
      <div role="status">{imported ? <p>{imported}</p> : mutation.isPending ? <p>{t('statements.importing')}</p> : null}</div>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={mutation.isPending || reading}>
          {t('statements.import')}
        </button>
      </div>
    </form>
  );
}
