import { useEffect, useRef, useState } from 'react';
import { checkGalleryInsert, validateImageUpload } from '@tessera/shared';
import { AltTextField } from '../../../components/ui/alt-text-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { NO_TIMELINE, TimelineOption, type TimelineChoice } from '../../../components/ui/timeline-option';
import { errorText } from '../../../lib/api-error';
import { useAttachmentUi, type GalleryPickerProps, type PickedImage } from '../../../lib/attachment-ui';
import { useCurrentUser } from '../../../lib/current-user';
import { useLocale, useT } from '../../../lib/i18n';
import { uploadFile, UploadStageError } from '../utils/upload-file';
import { picked } from './attachment-picker';
import { timelineFailure } from './timeline-failure';
import { ImageFileField } from './image-file-field';
import '../attachments.css';

interface Staged {
  image: PickedImage;
  /** The browser's own copy, shown as the thumbnail (released when removed or when the dialog closes). */
  preview: string;
}

/**
 * The image gallery insert dialog (spec 1 §5 "Gallery needs at least one image … for upload an id and alt
 * text"): each image is chosen with its alternative text and uploaded with "Add to the gallery" (the image
 * modal's rule: jpg, jpeg, gif, tiff, png or bmp, 5 MB); the staged images list with a remove button each.
 * Insert stays disabled until shared's checkGalleryInsert passes (at least one image, every one admitted with
 * alternative text), and hands them all over at once. Where the app offers it, "Add to my timeline" asks for a
 * title (checked on Insert, shown under the field) and also makes an evidence item holding the gallery.
 */
export function GalleryPicker({ open, onClose, label, onPicked }: GalleryPickerProps) {
  const t = useT('attachments');
  const msg = useT('messages');
  const locale = useLocale();
  const user = useCurrentUser();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [staged, setStaged] = useState<Staged[]>([]);
  const addToTimeline = useAttachmentUi()?.addToTimeline;
  const [timeline, setTimeline] = useState<TimelineChoice>(NO_TIMELINE);
  const [errors, setErrors] = useState<{ file?: string; alt?: string; title?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const check = checkGalleryInsert({
    images: staged.map((entry) => ({ source: 'upload', id: entry.image.id, altText: entry.image.alternative_text })),
  });

  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const choose = (chosen: File | undefined) => {
    setErrors({});
    const refused = chosen ? validateImageUpload('imageModal', chosen) : undefined;
    if (refused) setErrors({ file: msg(refused.key, refused.params) });
    setFile(chosen && !refused ? chosen : null);
  };

  const add = async () => {
    const missing = {
      file: file ? undefined : t('image.fileRequired'),
      alt: alt.trim() ? undefined : t('image.altRequired'),
    };
    if (!file || missing.alt) {
      setErrors(missing);
      return;
    }
    setBusy(true);
    try {
      const admitted = await uploadFile({
        ownerId: user.id,
        file,
        purpose: 'imageModal',
        alternativeText: alt.trim(),
      });
      const preview = URL.createObjectURL(file);
      previews.current.push(preview);
      setStaged((now) => [
        ...now,
        {
          image: {
            ...picked(admitted),
            public_url: admitted.public_url,
            alternative_text: admitted.alternative_text || alt.trim(),
          },
          preview,
        },
      ]);
      setAnnouncement(t('gallery.added', { name: admitted.filename }));
      setFile(null);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
      fileInput.current?.focus();
    } catch (failure) {
      setErrors({ form: failure instanceof UploadStageError ? msg(failure.messageKey) : errorText(failure, locale) });
    } finally {
      setBusy(false);
    }
  };

  const remove = (imageId: string) => {
    const entry = staged.find((item) => item.image.id === imageId);
    setStaged((now) => now.filter((item) => item.image.id !== imageId));
    if (entry) setAnnouncement(t('gallery.removed', { name: entry.image.filename }));
    fileInput.current?.focus();
  };

  const insert = async () => {
    if (!check.valid) return;
    const images = staged.map((entry) => entry.image);
    if (addToTimeline && timeline.add) {
      const withTitle = checkGalleryInsert({
        images: images.map((image) => ({ source: 'upload', id: image.id, altText: image.alternative_text })),
        title: timeline.title,
        toTimeline: true,
      });
      if (withTitle.missing.includes('title')) {
        setErrors({ title: msg('portfolios.title_required') });
        return;
      }
      setBusy(true);
      try {
        const content = {
          images: images.map(({ id, public_url, alternative_text }) => ({ id, public_url, alternative_text })),
        };
        const refused = await timelineFailure(() =>
          addToTimeline({ ownerId: user.id, title: timeline.title.trim(), kind: 'image_gallery', content }),
        );
        if (refused) {
          setErrors(refused);
          return;
        }
      } catch (failure) {
        setErrors({ form: errorText(failure, locale) });
        return;
      } finally {
        setBusy(false);
      }
    }
    onPicked(images);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={label ? t('gallery.title', { label }) : t('gallery.titlePlain')}
      description={t('gallery.description')}
      size="wide"
    >
      <ImageFileField inputRef={fileInput} fileName={file?.name ?? null} error={errors.file} onChoose={choose} />
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
      <div className="button-row">
        <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void add()}>
          {t('gallery.add')}
        </Button>
      </div>
      {errors.form ? (
        <p role="alert" className="field__error">
          {errors.form}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {staged.length === 0 ? (
        <p className="field__hint">{t('gallery.empty')}</p>
      ) : (
        <ul className="gallery-insert" aria-label={t('gallery.staged', { count: staged.length })}>
          {staged.map((entry) => (
            <li key={entry.image.id} className="gallery-insert__item">
              <img className="gallery-insert__thumb" src={entry.preview} alt={entry.image.alternative_text} />
              <span className="gallery-insert__name">{entry.image.filename}</span>
              <Button size="small" variant="ghost" onClick={() => remove(entry.image.id)}>
                {t('gallery.remove')}
                <span className="visually-hidden"> {entry.image.filename}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
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
      <div className="button-row">
        <Button variant="primary" disabled={!check.valid || busy} onClick={() => void insert()}>
          {t('gallery.insert', { count: staged.length })}
        </Button>
        <Button onClick={onClose}>{t('image.cancel')}</Button>
      </div>
    </Dialog>
  );
}

export default GalleryPicker;
