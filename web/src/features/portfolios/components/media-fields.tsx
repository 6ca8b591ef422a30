import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import {
  isComponentKind,
  isInteractiveComponentKind,
  multimediaItemSchema,
  type ComponentMode,
  type MultimediaItem,
} from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { FieldMessages } from '../../../components/ui/field-messages';
import { useAttachmentUi, type PickedImage } from '../../../lib/attachment-ui';
import { useT } from '../../../lib/i18n';
import { EmptyValue } from './empty-value';
import { MultimediaDialog } from './multimedia-dialog';
import { VideoDialog } from './video-dialog';
import { YouTubeEmbed } from './youtube-embed';

type Content = Record<string, unknown> | undefined;

/** The composer's field props (component-field.tsx) that a media component reads. */
interface MediaProps {
  config: Record<string, unknown>;
  mode: ComponentMode;
  content: Content;
  error?: string;
  ownerId?: string;
  /** The portfolio (and revision) shown: a reader who is not the owner opens its images through it. */
  portfolioId?: string;
  revision?: number;
  onChange: (content: Record<string, unknown>) => void;
}

const labelOf = (config: Record<string, unknown>): string => (typeof config.label === 'string' ? config.label : '');
/** Marked required only where a Submit checks it: the answers (spec 1 §5), which the media kinds are not. */
const requiredOf = (config: Record<string, unknown>): boolean => {
  const kind = String(config.type);
  return config.optional !== true && isComponentKind(kind) && isInteractiveComponentKind(kind);
};

/** The component's group: its label (with the required mark when it is to be filled), then what it holds. */
function MediaGroup({
  label,
  required,
  editable,
  error,
  children,
}: {
  label: string;
  required: boolean;
  editable: boolean;
  error?: string;
  children: (ids: { labelId: string; errorId: string }) => ReactNode;
}) {
  const t = useT('portfolios');
  const id = useId();
  return (
    <div className="field composer__media" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="field__label">
        {label}
        {required && editable ? (
          <span className="composer__required">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t('required')}</span>
          </span>
        ) : null}
      </p>
      {children({ labelId: `${id}-label`, errorId: `${id}-error` })}
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} error={error} />
    </div>
  );
}

interface GalleryImage {
  id: string;
  public_url: string;
  alternative_text: string;
  filename?: string;
}

const galleryImages = (content: Content): GalleryImage[] =>
  (Array.isArray(content?.images) ? (content.images as Record<string, unknown>[]) : []).flatMap((entry) =>
    entry && (typeof entry.id === 'string' || typeof entry.id === 'number')
      ? [
          {
            id: String(entry.id),
            public_url: typeof entry.public_url === 'string' ? entry.public_url : '',
            alternative_text: typeof entry.alternative_text === 'string' ? entry.alternative_text : '',
            ...(typeof entry.filename === 'string' ? { filename: entry.filename } : {}),
          },
        ]
      : [],
  );

/**
 * An image gallery component (spec 1 §3 "Image gallery: images", §5): its images, each through a fresh link
 * with its alternative text; in the owner's editable mode "Add images" opens the gallery dialog the app
 * provides and each image has a remove button. Read-only otherwise.
 */
export function GalleryField({
  config,
  mode,
  content,
  error,
  ownerId = '',
  portfolioId,
  revision,
  onChange,
}: MediaProps) {
  const label = labelOf(config);
  const required = requiredOf(config);
  const t = useT('portfolioMedia');
  const ui = useAttachmentUi();
  const [open, setOpen] = useState(false);
  // A removed image's button goes with it: the focus moves to "Add images".
  const addButton = useRef<HTMLButtonElement>(null);
  const images = galleryImages(content);
  const editable = mode === 'editable' && ui !== null;
  const shownLabel = label || t('gallery.label');
  const add = (picked: PickedImage[]) => {
    const known = new Set(images.map((image) => image.id));
    const added = picked
      .filter((image) => !known.has(image.id))
      .map((image) => ({
        id: image.id,
        public_url: image.public_url,
        alternative_text: image.alternative_text,
        filename: image.filename,
      }));
    onChange({ images: [...images, ...added] });
  };
  return (
    <MediaGroup label={shownLabel} required={required} editable={editable} error={error}>
      {({ errorId }) => (
        <>
          {images.length === 0 ? (
            <EmptyValue kind="image_gallery" />
          ) : (
            <ul className="media__gallery" aria-label={t('gallery.list', { label: shownLabel })}>
              {images.map((image, index) => (
                <li key={image.id} className="media__gallery-item">
                  {ui ? (
                    <Suspense fallback={null}>
                      <ui.AttachmentImage
                        ownerId={ownerId}
                        attachmentId={image.id}
                        alt={image.alternative_text}
                        portfolioId={portfolioId}
                        revision={revision}
                      />
                    </Suspense>
                  ) : (
                    <span>{image.alternative_text}</span>
                  )}
                  {editable ? (
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={t('gallery.removeNamed', { n: index + 1, alt: image.alternative_text })}
                      onClick={() => {
                        onChange({ images: images.filter((entry) => entry.id !== image.id) });
                        addButton.current?.focus();
                      }}
                    >
                      {t('gallery.remove')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {editable ? (
            <div className="button-row">
              <Button
                ref={addButton}
                size="small"
                onClick={() => setOpen(true)}
                aria-describedby={error ? errorId : undefined}
              >
                {t('gallery.insert')}
              </Button>
            </div>
          ) : null}
          {ui && open ? (
            <Suspense fallback={null}>
              <ui.GalleryPicker open={open} onClose={() => setOpen(false)} label={shownLabel} onPicked={add} />
            </Suspense>
          ) : null}
        </>
      )}
    </MediaGroup>
  );
}

/**
 * A video component (spec 1 §5 "Video needs a URL"; the YouTube rule): the video behind a "Play the video"
 * button (youtube-nocookie, docs/adr/0022) with a link to it; in the owner's editable mode "Insert a video" /
 * "Change the video" opens the video dialog and "Remove the video" empties it.
 */
export function VideoField({ config, mode, content, error, onChange }: MediaProps) {
  const label = labelOf(config);
  const required = requiredOf(config);
  const t = useT('portfolioMedia');
  const [open, setOpen] = useState(false);
  const url = typeof content?.content === 'string' ? content.content.trim() : '';
  const editable = mode === 'editable';
  const shownLabel = label || t('video.label');
  return (
    <MediaGroup label={shownLabel} required={required} editable={editable} error={error}>
      {({ errorId }) => (
        <>
          {url ? <YouTubeEmbed url={url} title={shownLabel} /> : <EmptyValue kind="video" />}
          {editable ? (
            <div className="button-row">
              <Button size="small" onClick={() => setOpen(true)} aria-describedby={error ? errorId : undefined}>
                {url ? t('video.change') : t('video.insert')}
              </Button>
              {url ? (
                <Button size="small" variant="ghost" onClick={() => onChange({ content: '' })}>
                  {t('video.remove')}
                </Button>
              ) : null}
            </div>
          ) : null}
          {open ? (
            <VideoDialog
              open={open}
              onClose={() => setOpen(false)}
              label={shownLabel}
              initialUrl={url}
              onInsert={(next) => onChange({ content: next })}
            />
          ) : null}
        </>
      )}
    </MediaGroup>
  );
}

const mediaOf = (content: Content): MultimediaItem[] =>
  (Array.isArray(content?.media) ? content.media : []).flatMap((entry) => {
    const parsed = multimediaItemSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** A from-web image: shown when it loads, otherwise a link to it named by its alternative text. */
function WebImage({ url, alt }: { url: string; alt: string }) {
  const t = useT('portfolioMedia');
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <ExternalLink href={url} className="media__link">
        {t('multimedia.imageLink', { alt, host: hostOf(url) })}
      </ExternalLink>
    );
  return (
    <img className="media__image" src={url} alt={alt} referrerPolicy="no-referrer" onError={() => setFailed(true)} />
  );
}

/**
 * A multimedia component (spec 1 §5 "Multimedia images need url and alt text; video needs url"): its text and
 * the images and videos inserted from the web; an image that cannot be loaded here (the site's CSP, a moved
 * file) becomes a link named by its alternative text, a YouTube video plays behind its button, another video
 * address is a link. In the owner's editable mode "Insert multimedia" opens the insert dialog and each piece
 * has a remove button.
 */
export function MultimediaField({ config, mode, content, error, onChange }: MediaProps) {
  const label = labelOf(config);
  const required = requiredOf(config);
  const t = useT('portfolioMedia');
  const portfolios = useT('portfolios');
  const [open, setOpen] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const text = typeof content?.content === 'string' ? content.content : '';
  const media = mediaOf(content);
  const editable = mode === 'editable';
  const shownLabel = label || t('multimedia.label');
  const change = (next: MultimediaItem[]) => onChange({ content: text, media: next });
  return (
    <MediaGroup label={shownLabel} required={required} editable={editable} error={error}>
      {({ errorId }) => (
        <>
          {text.trim() ? <p className="composer__text">{text.replace(/<[^>]*>/g, '').trim()}</p> : null}
          {media.length === 0 && !text.trim() ? <p className="composer__value">{portfolios('empty.items')}</p> : null}
          {media.length > 0 ? (
            <ul className="media__list" aria-label={t('multimedia.list', { label: shownLabel })}>
              {media.map((item, index) => (
                <li key={`${index}-${item.url}`} className="media__item">
                  {item.type === 'image' ? (
                    <WebImage url={item.url} alt={item.alternative_text} />
                  ) : (
                    <YouTubeEmbed url={item.url} title={shownLabel} />
                  )}
                  {editable ? (
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={
                        item.type === 'image'
                          ? t('multimedia.removeImage', { alt: item.alternative_text })
                          : t('multimedia.removeVideo', { url: item.url })
                      }
                      onClick={() => {
                        change(media.filter((_, at) => at !== index));
                        addButton.current?.focus();
                      }}
                    >
                      {t('multimedia.remove')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {editable ? (
            <div className="button-row">
              <Button
                ref={addButton}
                size="small"
                onClick={() => setOpen(true)}
                aria-describedby={error ? errorId : undefined}
              >
                {t('multimedia.insert')}
              </Button>
            </div>
          ) : null}
          {open ? (
            <MultimediaDialog
              open={open}
              onClose={() => setOpen(false)}
              label={shownLabel}
              onInsert={(item) => change([...media, item])}
            />
          ) : null}
        </>
      )}
    </MediaGroup>
  );
}
