import { useState } from 'react';
import { checkVideoInsert, isYouTubeLink } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { NO_TIMELINE, TimelineOption, type TimelineChoice } from '../../../components/ui/timeline-option';
import { errorText, isApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/current-user';
import { useLocale, useT } from '../../../lib/i18n';
import { createMediaEvidenceItem } from '../api/create-media-evidence';

/**
 * The video insert dialog (spec 1 §5 "Video needs a URL"; "Video link: must match a watch URL or short URL with
 * an 11-character video id, else 'Please provide a valid YouTube video link.'"). Insert checks the link and
 * shows the spec's sentence under the field; a good link is handed over trimmed. "Add to my timeline" asks for a
 * title (spec 1 §5 "and title if timeline") and also makes an evidence item holding the video.
 */
export function VideoDialog({
  open,
  onClose,
  label,
  initialUrl = '',
  onInsert,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  initialUrl?: string;
  onInsert: (url: string) => void;
}) {
  const t = useT('portfolioMedia');
  const msg = useT('messages');
  const [url, setUrl] = useState(initialUrl);
  const locale = useLocale();
  const user = useCurrentUser();
  const [error, setError] = useState<string | undefined>();
  const [timeline, setTimeline] = useState<TimelineChoice>(NO_TIMELINE);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const insert = async () => {
    const check = checkVideoInsert({ url, title: timeline.title, toTimeline: timeline.add });
    const urlError = check.missing.includes('url')
      ? t('video.urlRequired')
      : !isYouTubeLink(url)
        ? msg('components.video_link.invalid')
        : undefined;
    setError(urlError);
    setTitleError(check.missing.includes('title') ? msg('portfolios.title_required') : undefined);
    if (urlError || !check.valid) return;
    if (timeline.add) {
      setBusy(true);
      setFormError(undefined);
      try {
        await createMediaEvidenceItem(user.id, {
          title: timeline.title.trim(),
          kind: 'video',
          content: { content: url.trim() },
        });
      } catch (failure) {
        if (isApiError(failure) && failure.fields.title) setTitleError(failure.fields.title);
        else setFormError(errorText(failure, locale));
        return;
      } finally {
        setBusy(false);
      }
    }
    onInsert(url.trim());
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={label ? t('video.dialogTitle', { label }) : t('video.dialogTitlePlain')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void insert();
        }}
      >
        <FormField
          label={t('video.url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={url}
          hint={t('video.urlHint')}
          error={error}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(undefined);
          }}
        />
        <TimelineOption
          value={timeline}
          error={titleError}
          onChange={(next) => {
            setTimeline(next);
            setTitleError(undefined);
          }}
        />
        {formError ? (
          <p role="alert" className="field__error">
            {formError}
          </p>
        ) : null}
        <div className="button-row">
          <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined}>
            {t('video.insertButton')}
          </Button>
          <Button onClick={onClose}>{t('video.cancel')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
