import { useId, useState } from 'react';
import {
  ALT_TEXT_MAX_LENGTH,
  altTextCounter,
  checkMultimediaInsert,
  multimediaItemSchema,
  webAddressSchema,
  type MultimediaItem,
} from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Spec 1 §5: the from-web image preview comes a second after the address stops changing. */
export const WEB_IMAGE_PREVIEW_DELAY_MS = 1000;

type PreviewState = 'loading' | 'loaded' | 'failed';

/**
 * The from-web image's preview: once the address has stood still for a second, the image is asked for; if it
 * cannot be loaded the spec's sentence shows ("This image couldn't be loaded for preview. Please check the URL.").
 * A new address starts over.
 */
function WebImagePreview({ url, alt }: { url: string; alt: string }) {
  const t = useT('portfolioMedia');
  const msg = useT('messages');
  const settled = useDebouncedValue(url.trim(), WEB_IMAGE_PREVIEW_DELAY_MS);
  const [state, setState] = useState<{ url: string; state: PreviewState }>({ url: '', state: 'loading' });
  const current = state.url === settled ? state.state : 'loading';
  const valid = settled !== '' && webAddressSchema.safeParse(settled).success;
  const waiting = url.trim() !== settled;
  return (
    <div className="media__preview" aria-live="polite">
      <p className="field__label">{t('multimedia.preview')}</p>
      {waiting || settled === '' ? (
        <p className="field__hint">{t('multimedia.previewWaiting')}</p>
      ) : !valid || current === 'failed' ? (
        <p className="field__error">{msg('attachments.image.preview_failed')}</p>
      ) : (
        <>
          {current === 'loading' ? <p className="field__hint">{t('multimedia.previewLoading')}</p> : null}
          {current === 'loaded' ? <p className="visually-hidden">{t('multimedia.previewLoaded')}</p> : null}
          <img
            key={settled}
            className="media__preview-image"
            src={settled}
            alt={alt.trim()}
            referrerPolicy="no-referrer"
            hidden={current !== 'loaded'}
            onLoad={() => setState({ url: settled, state: 'loaded' })}
            onError={() => setState({ url: settled, state: 'failed' })}
          />
        </>
      )}
    </div>
  );
}

/**
 * The insert multimedia dialog (spec 1 §5 "Multimedia images need url and alt text; video needs url"): an image
 * from the web with its alternative text and a preview a second after the address is typed, or a video's
 * address. Insert checks the inputs (shared's checkMultimediaInsert, then the http/https rule the server
 * applies) and shows what is missing under its field.
 */
export function MultimediaDialog({
  open,
  onClose,
  label,
  onInsert,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  onInsert: (item: MultimediaItem) => void;
}) {
  const t = useT('portfolioMedia');
  const msg = useT('messages');
  const id = useId();
  const [kind, setKind] = useState<'image' | 'video'>('image');
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ url?: string; alt?: string }>({});
  const counter = altTextCounter(alt);

  const insert = () => {
    const check = checkMultimediaInsert({ kind, url, altText: alt });
    const next: { url?: string; alt?: string } = {
      url: check.missing.includes('url')
        ? t('multimedia.urlRequired')
        : webAddressSchema.safeParse(url).success
          ? undefined
          : msg('components.multimedia.url_invalid'),
      alt: check.missing.includes('alt_text') ? t('multimedia.altRequired') : undefined,
    };
    if (next.url || next.alt) return setErrors(next);
    const parsed = multimediaItemSchema.safeParse(
      kind === 'image' ? { type: 'image', url, alternative_text: alt } : { type: 'video', url },
    );
    if (!parsed.success) return setErrors({ url: msg('components.multimedia.url_invalid') });
    onInsert(parsed.data);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={label ? t('multimedia.dialogTitle', { label }) : t('multimedia.dialogTitlePlain')}
      size="wide"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          insert();
        }}
      >
        <fieldset className="field composer__choices">
          <legend className="field__label">{t('multimedia.kind')}</legend>
          {(['image', 'video'] as const).map((option) => (
            <label key={option} className="composer__choice">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  setErrors({});
                }}
              />
              {option === 'image' ? t('multimedia.kindImage') : t('multimedia.kindVideo')}
            </label>
          ))}
        </fieldset>
        <FormField
          label={kind === 'image' ? t('multimedia.imageUrl') : t('multimedia.videoUrl')}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={url}
          hint={t('multimedia.urlHint')}
          error={errors.url}
          onChange={(event) => {
            setUrl(event.target.value);
            setErrors((now) => ({ ...now, url: undefined }));
          }}
        />
        {kind === 'image' ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-alt`} className="field__label">
                {t('multimedia.altText')}
              </label>
              <input
                id={`${id}-alt`}
                className="field__input"
                maxLength={ALT_TEXT_MAX_LENGTH}
                value={alt}
                aria-invalid={errors.alt ? true : undefined}
                aria-describedby={[`${id}-alt-hint`, `${id}-alt-count`, errors.alt ? `${id}-alt-error` : null]
                  .filter(Boolean)
                  .join(' ')}
                onChange={(event) => {
                  setAlt(event.target.value);
                  setErrors((now) => ({ ...now, alt: undefined }));
                }}
              />
              <p id={`${id}-alt-hint`} className="field__hint">
                {t('multimedia.altHint')}
              </p>
              <p id={`${id}-alt-count`} className="field__hint" aria-live="polite">
                {counter.messages.map((entry) => msg(entry.key, entry.params)).join(' ')}
              </p>
              {errors.alt ? (
                <p id={`${id}-alt-error`} className="field__error">
                  {errors.alt}
                </p>
              ) : null}
            </div>
            <WebImagePreview url={url} alt={alt} />
          </>
        ) : null}
        <div className="button-row">
          <Button type="submit" variant="primary">
            {t('multimedia.insertButton')}
          </Button>
          <Button onClick={onClose}>{t('multimedia.cancel')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
