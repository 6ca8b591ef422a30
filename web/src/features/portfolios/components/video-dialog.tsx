import { useState } from 'react';
import { checkVideoInsert, isYouTubeLink } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';

/**
 * The video insert dialog (spec 1 §5 "Video needs a URL"; "Video link: must match a watch URL or short URL with
 * an 11-character video id, else 'Please provide a valid YouTube video link.'"). Insert checks the link and
 * shows the spec's sentence under the field; a good link is handed over trimmed.
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
  const [error, setError] = useState<string | undefined>();
  const insert = () => {
    if (!checkVideoInsert({ url }).valid) return setError(t('video.urlRequired'));
    if (!isYouTubeLink(url)) return setError(msg('components.video_link.invalid'));
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
          insert();
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
        <div className="button-row">
          <Button type="submit" variant="primary">
            {t('video.insertButton')}
          </Button>
          <Button onClick={onClose}>{t('video.cancel')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
