import { useId, useRef, useState } from 'react';
import { acceptAttribute, validateUpload, type Attachment, type UploadPurpose, type UploadRule } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { FileChooser } from '../../../components/ui/file-chooser';
import { errorText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { uploadFile, UploadStageError, type UploadPhase } from '../utils/upload-file';
import { ruleHint } from '../utils/upload-rule';
import { useFileDrop } from '../utils/use-file-drop';

interface Props {
  ownerId: string;
  rule: UploadRule;
  purpose?: UploadPurpose;
  templateId?: string;
  componentId?: string;
  onUploaded: (attachment: Attachment) => void;
}

/**
 * The "local file" tab (spec 1 §2, §5): choose a file or drop it on the zone; it is checked against the rule
 * here first (the spec's first message), then presigned, POSTed straight to S3 with a progress bar, and
 * admitted by the server, whose refusals ("Invalid file type. Permitted file types: …", "File size exceeds
 * maximum size limit…") are shown as it words them.
 */
export function LocalFileTab({ ownerId, rule, purpose, templateId, componentId, onUploaded }: Props) {
  const t = useT('attachments');
  const msg = useT('messages');
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ name: string; phase: UploadPhase; percent: number } | null>(null);
  const hint = ruleHint(rule, t('local.anyType'));

  const start = async (file: File) => {
    setError(null);
    const refused = validateUpload(file, rule);
    if (refused) {
      setError(msg(refused.key, refused.params));
      input.current?.focus();
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ name: file.name, phase: 'signing', percent: 0 });
    try {
      const attachment = await uploadFile({
        ownerId,
        file,
        purpose,
        templateId,
        componentId,
        signal: controller.signal,
        onPhase: (phase) => setUpload((now) => (now ? { ...now, phase } : now)),
        onProgress: ({ loaded, total }) =>
          setUpload((now) => (now ? { ...now, percent: total > 0 ? Math.round((loaded / total) * 100) : 0 } : now)),
      });
      onUploaded(attachment);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setError(failure instanceof UploadStageError ? msg(failure.messageKey) : errorText(failure, locale));
      input.current?.focus();
    } finally {
      abort.current = null;
      setUpload(null);
      if (input.current) input.current.value = '';
    }
  };

  const drop = useFileDrop((file) => {
    if (file && !upload) void start(file);
  });

  return (
    <div className="upload">
      <div {...drop.zone}>
        <label htmlFor={`${id}-file`} className="field__label">
          {t('local.choose')}
        </label>
        <FileChooser
          ref={input}
          id={`${id}-file`}
          fileName={upload?.name ?? null}
          // The chooser offers what the rule permits (a category such as "Documents" as its extensions).
          accept={acceptAttribute(rule.permittedTypes)}
          disabled={upload !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void start(file);
          }}
        />
        <p className="upload__drop" aria-hidden="true">
          {drop.dragging ? t('local.dropHere') : t('local.drop')}
        </p>
        <p id={`${id}-hint`} className="field__hint">
          {hint.size
            ? t('local.rule', { types: hint.types, size: hint.size })
            : t('local.ruleNoLimit', { types: hint.types })}
        </p>
      </div>
      {upload ? (
        <div className="upload__progress">
          <label htmlFor={`${id}-progress`} className="upload__progress-label">
            {t('progress.label', { name: upload.name })}
          </label>
          <progress id={`${id}-progress`} max={100} value={upload.phase === 'signing' ? undefined : upload.percent}>
            {upload.percent}%
          </progress>
          {/* The bar carries the percentage; the status names only the phase, so it is announced once each. */}
          <p className="field__hint">
            <span role="status">{t(`progress.${upload.phase}`)}</span>
            {upload.phase === 'sending' ? (
              <span aria-hidden="true"> {t('progress.percent', { percent: upload.percent })}</span>
            ) : null}
          </p>
          <Button size="small" onClick={() => abort.current?.abort()}>
            {t('cancelUpload')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
