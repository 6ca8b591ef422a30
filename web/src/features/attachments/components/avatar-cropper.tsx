import type { CropArea } from '@tessera/shared';
import { useT } from '../../../lib/i18n';
import { AVATAR_RULE } from '../utils/avatar-crop';
import ImageCropper from './image-cropper';

interface Props {
  /** The image to crop (an object URL of the chosen file, or the original's short-lived link). */
  src: string;
  onChange: (crop: CropArea | undefined) => void;
  /** The image is under 90 pixels on a side: nothing can be cropped from it. */
  onTooSmall: () => void;
}

/**
 * The square avatar crop (spec 2 §5, §7: at least 90×90): the shared crop box (image-cropper) with the
 * avatar's rule and words. Loaded with the avatar dialog only.
 */
export default function AvatarCropper({ src, onChange, onTooSmall }: Props) {
  const t = useT('account');
  return (
    <ImageCropper
      src={src}
      rule={AVATAR_RULE}
      className="avatar-crop"
      onChange={onChange}
      onTooSmall={onTooSmall}
      texts={{
        box: t('avatar.box'),
        keys: t('avatar.keys'),
        zoom: t('avatar.zoom'),
        zoomValue: (zoom) => t('avatar.zoomValue', { zoom }),
        position: (where) => t('avatar.position', where),
      }}
    />
  );
}
