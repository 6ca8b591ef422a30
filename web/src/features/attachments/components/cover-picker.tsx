import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { COVER_CROP, COVER_IMAGE_TYPES, validateImageUpload, type CropArea } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FileChooser } from '../../../components/ui/file-chooser';
import { errorText } from '../../../lib/api-error';
import type { CoverPickerProps } from '../../../lib/attachment-ui';
import { useCurrentUser } from '../../../lib/current-user';
import { useLocale, useT } from '../../../lib/i18n';
import { saveCover } from '../api/upload-cover';
import type { RatioCropRule } from '../utils/image-crop';
import { sendFile, UploadStageError, type UploadPhase } from '../utils/upload-file';
import { useFileDrop } from '../utils/use-file-drop';
import '../attachments.css';

// react-easy-crop comes once an image is chosen, never with the editor's first paint.
const ImageCropper = lazy(() => import('./image-cropper'));

/** spec 3 §5: the cover keeps a ratio of 1.5, at least 75×50. */
const COVER_RULE: RatioCropRule = { ...COVER_CROP, aspectRatio: 1.5 };

/**
 * The cover dialog of the evidence editor (spec 1 §2; issue 14 "the cover crop in the evidence editor"): choose
 * or drop a jpg, jpeg, png or bmp of at most 30 MB (the spec's sentences), crop it at 1.5:1 (at least 75×50;
 * arrow keys move the box, Alt+ArrowUp/Down or - and + resize it, each change announced), then the file goes
 * straight to storage with a progress bar and POST …/portfolios/cover admits and crops it on the server.
 */
export function CoverPicker({ open, onClose, onPicked }: CoverPickerProps) {
  const t = useT('attachments');
  const msg = useT('messages');
  const locale = useLocale();
  const user = useCurrentUser();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ file: File; url: string } | null>(null);
  const [crop, setCrop] = useState<CropArea | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ phase: UploadPhase; percent: number } | null>(null);

  useEffect(() => () => void (file && URL.revokeObjectURL(file.url)), [file]);

  const reset = () => {
    setFile(null);
    setCrop(undefined);
    setError(null);
  };

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    const refused = validateImageUpload('cover', chosen);
    if (refused) {
      setError(msg(refused.key, refused.params));
      setFile(null);
      if (input.current) input.current.value = '';
      return;
    }
    setCrop(undefined);
    setFile({ file: chosen, url: URL.createObjectURL(chosen) });
  };

  const close = () => {
    if (upload) return;
    reset();
    onClose();
  };

  const use = async () => {
    if (!file || !crop) return;
    setError(null);
    setUpload({ phase: 'signing', percent: 0 });
    try {
      const key = await sendFile({
        ownerId: user.id,
        file: file.file,
        purpose: 'cover',
        onPhase: (phase) => setUpload((now) => (now ? { ...now, phase } : now)),
        onProgress: ({ loaded, total }) =>
          setUpload((now) => (now ? { ...now, percent: total > 0 ? Math.round((loaded / total) * 100) : 0 } : now)),
      });
      setUpload({ phase: 'checking', percent: 100 });
      const result = await saveCover(user.id, key, crop);
      onPicked({ id: result.image.id, url: result.image.url });
      setUpload(null);
      reset();
      onClose();
    } catch (failure) {
      setUpload(null);
      setError(failure instanceof UploadStageError ? msg(failure.messageKey) : errorText(failure, locale));
    }
  };

  const drop = useFileDrop((dropped) => {
    if (!upload) choose(dropped);
  });

  return (
    <Dialog open={open} onClose={close} title={t('cover.title')} size="wide">
      <div className="cover-picker">
        <div {...drop.zone}>
          <label htmlFor={`${id}-file`} className="field__label">
            {t('cover.choose')}
          </label>
          <FileChooser
            ref={input}
            id={`${id}-file`}
            fileName={file?.file.name ?? null}
            accept={COVER_IMAGE_TYPES.map((type) => `.${type}`).join(',')}
            disabled={upload !== null}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <p className="upload__drop" aria-hidden="true">
            {drop.dragging ? t('local.dropHere') : t('local.drop')}
          </p>
          <p id={`${id}-hint`} className="field__hint">
            {t('cover.rule')}
          </p>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="field__error">
            {error}
          </p>
        ) : null}
        {file ? (
          <Suspense fallback={<p>{t('cover.loading')}</p>}>
            <ImageCropper
              key={file.url}
              src={file.url}
              rule={COVER_RULE}
              className="cover-crop"
              onChange={setCrop}
              onTooSmall={() => {
                setError(t('cover.tooSmall'));
                setFile(null);
              }}
              texts={{
                box: t('cover.box'),
                keys: t('cover.keys'),
                zoom: t('cover.zoom'),
                zoomValue: (zoom) => t('cover.zoomValue', { zoom }),
                position: (where) => t('cover.position', where),
              }}
            />
          </Suspense>
        ) : null}
        {upload ? (
          <div className="upload__progress">
            <label htmlFor={`${id}-progress`} className="upload__progress-label">
              {t('progress.label', { name: file?.file.name ?? '' })}
            </label>
            <progress id={`${id}-progress`} max={100} value={upload.phase === 'signing' ? undefined : upload.percent}>
              {upload.percent}%
            </progress>
            <p className="field__hint">
              <span role="status">{t(`progress.${upload.phase}`)}</span>
            </p>
          </div>
        ) : null}
        <div className="button-row">
          <Button
            variant="primary"
            disabled={!file || !crop || upload !== null}
            aria-busy={upload !== null || undefined}
            onClick={() => void use()}
          >
            {upload ? t('cover.saving') : t('cover.use')}
          </Button>
          <Button onClick={close} disabled={upload !== null}>
            {t('cover.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

export default CoverPicker;
