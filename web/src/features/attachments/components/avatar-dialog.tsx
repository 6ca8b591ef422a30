import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { validateImageUpload, type Attachment, type CropArea, type CurrentUser } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FileChooser } from '../../../components/ui/file-chooser';
import { errorText, isApiError } from '../../../lib/api-error';
import { currentUserKeys } from '../../../lib/current-user';
import { useLocale, useT } from '../../../lib/i18n';
import { avatarOriginalQueryOptions } from '../api/get-avatar';
import { saveRecroppedAvatar } from '../api/recrop-avatar';
import { saveNewAvatar } from '../api/set-avatar';
import { attachmentsKeys } from '../api/keys';
import { sendFile, UploadStageError } from '../utils/upload-file';
import '../attachments.css';

// react-easy-crop comes with the dialog, never with the first route (web/README.md budgets).
const AvatarCropper = lazy(() => import('./avatar-cropper'));

type Source = { kind: 'file'; file: File; url: string } | { kind: 'original'; url: string };

/**
 * The avatar dialog of the user panel (spec 2 §5, §7): choose a jpg, jpeg, png or bmp of at most 5 MB (the
 * spec's sentences), crop it square, and save: the file goes straight to storage, then POST …/avatar admits
 * and crops it on the server. The image the avatar was cut from, which the server keeps, can be cropped again (PUT).
 * The new avatar replaces the shell's at once.
 */
export function AvatarDialog({ user, close }: { user: Pick<CurrentUser, 'id' | 'avatar_small'>; close: () => void }) {
  const t = useT('account');
  const msg = useT('messages');
  const locale = useLocale();
  const id = useId();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const originalKey = attachmentsKeys.avatarOriginal(user.id);
  // The server keeps the original (avatar_original): "crop again" works after a reload, not only this session.
  // Asked only of a user who has an avatar: anyone else's read would be a 404 (and a console error) every time.
  const original =
    useQuery({ ...avatarOriginalQueryOptions(user.id), enabled: user.avatar_small !== null }).data ?? null;
  const [source, setSource] = useState<Source | null>(null);
  const [crop, setCrop] = useState<CropArea | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => void (source?.kind === 'file' && URL.revokeObjectURL(source.url)), [source]);

  const choose = (file: File) => {
    setError(null);
    const refused = validateImageUpload('avatar', file);
    if (refused) {
      setError(msg(refused.key, refused.params));
      if (input.current) input.current.value = '';
      return;
    }
    setCrop(undefined);
    setSource({ kind: 'file', file, url: URL.createObjectURL(file) });
  };

  const save = async () => {
    if (!source || !crop) return;
    setBusy(true);
    setError(null);
    try {
      const result =
        source.kind === 'file'
          ? await saveNewAvatar(
              user.id,
              await sendFile({ ownerId: user.id, file: source.file, purpose: 'avatar' }),
              crop,
            )
          : await saveRecroppedAvatar(user.id, crop);
      client.setQueryData<Attachment | null>(originalKey, result.original);
      // The shell shows the new picture at once; /me then presents its own link to it.
      client.setQueryData<CurrentUser>(currentUserKeys.all, (now) => now && { ...now, avatar_small: result.image.url });
      void client.invalidateQueries({ queryKey: currentUserKeys.all });
      close();
    } catch (failure) {
      if (failure instanceof UploadStageError) setError(msg(failure.messageKey));
      else if (isApiError(failure) && failure.status >= 400 && failure.status < 500)
        setError(errorText(failure, locale));
      else setError(msg('account.avatar.crop_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="avatar-dialog">
      <div className="field">
        <label htmlFor={`${id}-file`} className="field__label">
          {t('avatar.choose')}
        </label>
        <FileChooser
          ref={input}
          id={`${id}-file`}
          fileName={source?.kind === 'file' ? source.file.name : null}
          accept=".jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp"
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) choose(file);
          }}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('avatar.rule')}
        </p>
      </div>
      {original && source?.kind !== 'original' ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setError(null);
            setCrop(undefined);
            setSource({ kind: 'original', url: original.url });
          }}
        >
          {t('avatar.recrop')}
        </Button>
      ) : null}
      <FormAlert message={error} />
      {source ? (
        <Suspense fallback={<p>{t('avatar.loading')}</p>}>
          <AvatarCropper
            key={source.url}
            src={source.url}
            onChange={setCrop}
            onTooSmall={() => {
              setError(t('avatar.tooSmall'));
              setSource(null);
            }}
          />
        </Suspense>
      ) : null}
      <div className="form__actions">
        <Button variant="secondary" onClick={close} disabled={busy}>
          {t('avatar.cancel')}
        </Button>
        <Button variant="primary" onClick={() => void save()} disabled={!source || !crop || busy}>
          {busy ? t('avatar.saving') : t('avatar.save')}
        </Button>
      </div>
    </div>
  );
}
