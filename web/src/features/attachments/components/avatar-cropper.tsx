import { useId, useState, type KeyboardEvent } from 'react';
import Cropper, { type Area, type MediaSize } from 'react-easy-crop';
import type { CropArea } from '@tessera/shared';
import { useT } from '../../../lib/i18n';
import { clampZoom, describeArea, maxAvatarZoom, toAvatarCropArea, ZOOM_STEP, zoomForKey } from '../utils/avatar-crop';

interface Props {
  /** The image to crop (an object URL of the chosen file, or the original's short-lived link). */
  src: string;
  onChange: (crop: CropArea | undefined) => void;
  /** The image is under 90 pixels on a side: nothing can be cropped from it. */
  onTooSmall: () => void;
}

/**
 * The square avatar crop (spec 2 §5, §7: at least 90×90) on react-easy-crop, which this module alone imports
 * so it loads with the avatar dialog. Keyboard: the box takes focus; arrow keys move it (the library's own
 * handling), + and - zoom (so the box covers less or more of the image), as does the labelled slider; where
 * the box sits is announced after each change.
 */
export default function AvatarCropper({ src, onChange, onTooSmall }: Props) {
  const t = useT('account');
  const id = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [media, setMedia] = useState<{ width: number; height: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const maxZoom = media ? Math.max(1, maxAvatarZoom(media)) : 1;

  const onMediaLoaded = (size: MediaSize) => {
    const image = { width: size.naturalWidth, height: size.naturalHeight };
    setMedia(image);
    if (maxAvatarZoom(image) === 0) onTooSmall();
  };

  const onCropComplete = (_area: Area, pixels: Area) => {
    if (!media) return;
    const area = toAvatarCropArea(pixels, media);
    onChange(area);
    if (area) setAnnouncement(t('avatar.position', describeArea(area, media)));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = zoomForKey(event.key, zoom, maxZoom);
    if (next === undefined) return;
    event.preventDefault();
    setZoom(next);
  };

  return (
    <div className="avatar-crop">
      {/* The +/- keys bubble here from the focused crop box; arrows stay with the library. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="avatar-crop__stage" onKeyDown={onKeyDown}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={1}
          maxZoom={maxZoom}
          aspect={1}
          keyboardStep={10}
          restrictPosition
          onCropChange={setCrop}
          onZoomChange={(value) => setZoom(clampZoom(value, maxZoom))}
          onCropComplete={onCropComplete}
          onMediaLoaded={onMediaLoaded}
          mediaProps={{ alt: '' }}
          cropperProps={{
            role: 'group',
            'aria-label': t('avatar.box'),
            'aria-describedby': `${id}-keys`,
          }}
        />
      </div>
      <p id={`${id}-keys`} className="field__hint">
        {t('avatar.keys')}
      </p>
      <div className="field">
        <label htmlFor={`${id}-zoom`} className="field__label">
          {t('avatar.zoom')}
        </label>
        <input
          id={`${id}-zoom`}
          type="range"
          className="avatar-crop__zoom"
          min={1}
          max={maxZoom}
          step={ZOOM_STEP / 5}
          value={zoom}
          aria-valuetext={t('avatar.zoomValue', { zoom: zoom.toFixed(2) })}
          onChange={(event) => setZoom(clampZoom(Number(event.target.value), maxZoom))}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
