import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { humanFileSize, IMPORT_MAX_FILE_BYTES, type ImportKind, type ImportLogView } from '@tessera/shared';
import { errorText, isApiError } from '../../lib/api-error';
import { useLocale, useT } from '../../lib/i18n';
import { ImportUploadError, uploadImportFile, type ImportUploadPhase } from '../../lib/import-jobs';
import { Button } from '../ui/button';
import { FileChooser } from '../ui/file-chooser';

interface ImportUploadProps {
  kind: ImportKind;
  /** The node a kind that hangs on one imports into. */
  nodeId?: string;
  /** The section a `section-members` file fills. */
  groupId?: string;
  /**
   * Asked before anything is sent: false when what the import is started on is missing (a folder kind's
   * folder), the screen having shown why and moved the focus there; the file is then not uploaded.
   */
  checkTarget?: () => boolean;
  /** The import has started (202): its log, in `created`. */
  onStarted: (log: ImportLogView) => void;
}

/**
 * An import file's upload (issue 24): a .csv chosen here ("Invalid file type" otherwise, spec 2 §8), sent
 * straight to S3 through the presigned POST with a progress bar, then started as a job. The server's refusals
 * (type, size, an expired upload) are shown as it words them, on the file field.
 */
export function ImportUpload({ kind, nodeId, groupId, checkTarget, onStarted }: ImportUploadProps) {
  const t = useT('importJobs');
  const msg = useT('messages');
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ phase: ImportUploadPhase; percent: number } | null>(null);

  const refuse = (sentence: string) => {
    setError(sentence);
    input.current?.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) return refuse(t('upload.chooseFile'));
    if (!file.name.trim().toLowerCase().endsWith('.csv')) return refuse(msg('imports.upload.invalid_type'));
    if (file.size === 0) return refuse(msg('imports.upload.empty'));
    if (file.size > IMPORT_MAX_FILE_BYTES) {
      return refuse(msg('imports.upload.too_large', { max: humanFileSize(IMPORT_MAX_FILE_BYTES) }));
    }
    if (checkTarget && !checkTarget()) return;
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ phase: 'signing', percent: 0 });
    try {
      const log = await uploadImportFile({
        kind,
        file,
        nodeId,
        groupId,
        signal: controller.signal,
        onPhase: (phase) => setUpload((now) => (now ? { ...now, phase } : now)),
        onProgress: ({ loaded, total }) =>
          setUpload((now) => (now ? { ...now, percent: total > 0 ? Math.round((loaded / total) * 100) : 0 } : now)),
      });
      setFile(null);
      if (input.current) input.current.value = '';
      onStarted(log);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      if (failure instanceof ImportUploadError) refuse(msg(failure.messageKey));
      else if (isApiError(failure) && failure.fields.file) refuse(failure.fields.file);
      else refuse(errorText(failure, locale));
    } finally {
      abort.current = null;
      setUpload(null);
    }
  };

  return (
    <form className="form import-upload" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={`${id}-file`} className="field__label">
          {t('upload.file')}
        </label>
        <FileChooser
          ref={input}
          id={`${id}-file`}
          fileName={file?.name ?? null}
          accept=".csv,text/csv"
          disabled={upload !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setError(null);
            setFile(event.target.files?.[0] ?? null);
          }}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('upload.hint', { max: humanFileSize(IMPORT_MAX_FILE_BYTES) })}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="field__error">
            {error}
          </p>
        ) : null}
      </div>
      {upload ? (
        <div className="import-progress">
          <label htmlFor={`${id}-progress`} className="import-progress__label">
            {t('upload.progressLabel', { name: file?.name ?? '' })}
          </label>
          <progress id={`${id}-progress`} max={100} value={upload.phase === 'sending' ? upload.percent : undefined}>
            {upload.percent}%
          </progress>
          {/* The bar carries the percentage; the status names only the phase, so it is announced once each. */}
          <p className="field__hint">
            <span role="status">{t(`upload.${upload.phase}`)}</span>
            {upload.phase === 'sending' ? (
              <span aria-hidden="true"> {t('upload.percent', { percent: upload.percent })}</span>
            ) : null}
          </p>
          <div>
            <Button size="small" onClick={() => abort.current?.abort()}>
              {t('upload.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="form__actions">
          <Button type="submit" variant="primary" icon={Upload}>
            {t('upload.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
