import { useEffect, useRef, useState } from 'react';
import { checkImageInsert, validateImageUpload, type Attachment } from '@tessera/shared';
import { AltTextField } from '../../../components/ui/alt-text-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { NO_TIMELINE, TimelineOption, type TimelineChoice } from '../../../components/ui/timeline-option';
import { errorText } from '../../../lib/api-error';
import { useAttachmentUi, type ImagePickerProps } from '../../../lib/attachment-ui';
import { useCurrentUser } from '../../../lib/current-user';
import { useLocale, useT } from '../../../lib/i18n';
import { uploadFile, UploadStageError } from '../utils/upload-file';
import { picked } from './attachment-picker';
import { timelineFailure } from './timeline-failure';
import { ImageFileField } from './image-file-field';
import '../attachments.css';

/**
 * The image insert dialog (spec 1 §5): an image file (jpg, jpeg, gif, tiff, png, bmp; 5 MB, the image modal's
 * rule) previewed from the browser's own copy, and its alternative text (required, at most 125 characters,
 * "N of 125 characters entered." from 20 remaining). Insert uploads it (presign → S3 → admit with the
 * alternative text) and hands over what the server admitted. Where the app offers it, "Add to my timeline" asks
 * for a title (required then) and also makes an evidence item holding the image (ADR 0018 "Evidence items").
 */
export function ImagePicker({ open, onClose, label, initialAltText = '', onPicked }: ImagePickerProps) {
  const t = useT('attachments');
  const msg = useT('messages');
  const locale = useLocale();
  const user = useCurrentUser();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState(initialAltText);
  const addToTimeline = useAttachmentUi()?.addToTimeline;
  const [timeline, setTimeline] = useState<TimelineChoice>(NO_TIMELINE);
  const [errors, setErrors] = useState<{ file?: string; alt?: string; title?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  // The preview is the browser's own copy of the chosen file; its object URL is released when replaced or closed.
  const previewUrl = useRef<string | null>(null);
  const showPreview = (next: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = next ? URL.createObjectURL(next) : null;
    setPreview(previewUrl.current);
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const choose = (chosen: File | undefined) => {
    setErrors({});
    const refused = chosen ? validateImageUpload('imageModal', chosen) : undefined;
    if (refused) setErrors({ file: msg(refused.key, refused.params) });
    const accepted = chosen && !refused ? chosen : null;
    setFile(accepted);
    showPreview(accepted);
  };

  const insert = async () => {
    const check = checkImageInsert({
      fileId: file ? 'chosen' : null,
      altText: alt,
      title: timeline.title,
      toTimeline: timeline.add,
    });
    if (!file || !check.valid) {
      setErrors({
        file: check.missing.includes('file') ? t('image.fileRequired') : undefined,
        alt: check.missing.includes('alt_text') ? t('image.altRequired') : undefined,
        title: check.missing.includes('title') ? msg('portfolios.title_required') : undefined,
      });
      return;
    }
    setBusy(true);
    try {
      const admitted: Attachment = await uploadFile({
        ownerId: user.id,
        file,
        purpose: 'imageModal',
        alternativeText: alt.trim(),
      });
      const image = {
        ...picked(admitted),
        public_url: admitted.public_url,
        alternative_text: admitted.alternative_text,
      };
      if (addToTimeline && timeline.add) {
        const content = { id: image.id, public_url: image.public_url, alternative_text: image.alternative_text };
        const refused = await timelineFailure(() =>
          addToTimeline({ ownerId: user.id, title: timeline.title.trim(), kind: 'image', content }),
        );
        if (refused) {
          setErrors(refused);
          return;
        }
      }
      onPicked(image);
      onClose();
    } catch (failure) {
      setErrors({ form: failure instanceof UploadStageError ? msg(failure.messageKey) : errorText(failure, locale) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={label ? t('image.title', { label }) : t('image.titlePlain')}>
      <ImageFileField fileName={file?.name ?? null} error={errors.file} onChoose={choose} />
      {preview ? (
        <figure className="image-insert">
          <figcaption className="field__label">{t('image.preview')}</figcaption>
          <img className="image-insert__preview" src={preview} alt={alt.trim()} />
        </figure>
      ) : null}
      <AltTextField
        label={t('image.altText')}
        hint={t('image.altHint')}
        value={alt}
        error={errors.alt}
        onChange={(value) => {
          setAlt(value);
          setErrors((now) => ({ ...now, alt: undefined }));
        }}
      />
      {addToTimeline ? (
        <TimelineOption
          value={timeline}
          error={errors.title}
          onChange={(next) => {
            setTimeline(next);
            setErrors((now) => ({ ...now, title: undefined }));
          }}
        />
      ) : null}
      {errors.form ? (
        <p role="alert" className="field__error">
          {errors.form}
        </p>
      ) : null}
      <div className="button-row">
        <Button variant="primary" disabled={busy} aria-busy={busy || undefined} onClick={() => void insert()}>
          {t('image.insert')}
        </Button>
        <Button onClick={onClose}>{t('image.cancel')}</Button>
      </div>
    </Dialog>
  );
}

export default ImagePicker;
