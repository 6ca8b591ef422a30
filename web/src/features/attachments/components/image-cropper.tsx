import { useId, useState, type KeyboardEvent } from 'react';
import Cropper, { type Area, type MediaSize } from 'react-easy-crop';
import type { CropArea } from '@tessera/shared';
import {
  clampZoom,
  describeCropArea,
  maxCropZoom,
  toCropArea,
  ZOOM_STEP,
  zoomForKey,
  type RatioCropRule,
} from '../utils/image-crop';

export interface CropperTexts {
  /** The crop box's accessible name. */
  box: string;
  /** How the keyboard works, read with the box. */
  keys: string;
  zoom: string;
  zoomValue: (zoom: string) => string;
  /** The announcement after each change. */
  position: (where: { left: number; top: number; size: number }) => string;
}

interface Props {
  /** The image to crop (an object URL of the chosen file, or the original's short-lived link). */
  src: string;
  rule: RatioCropRule;
  texts: CropperTexts;
  /** The root's class, beside `image-crop` (the avatar's and the cover's own sizes). */
  className: string;
  onChange: (crop: CropArea | undefined) => void;
  /** The image is under the rule's minimum: nothing can be cropped from it. */
  onTooSmall: () => void;
}

/**
 * A crop box of a fixed ratio (the avatar's square, the cover's 1.5:1) on react-easy-crop, which this module
 * alone imports so it loads with the dialog that crops. Keyboard: the box takes focus; arrow keys move it (the
 * library's own handling; Shift for small steps); Alt+ArrowUp and Alt+ArrowDown, or - and +, resize it (zoom: the box
 * covers less or more of the image), as does the labelled slider; where the box sits is announced after each
 * change. The zoom stops where the box would cover less than the rule's minimum.
 */
export default function ImageCropper({ src, rule, texts, className, onChange, onTooSmall }: Props) {
  const id = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [media, setMedia] = useState<{ width: number; height: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const maxZoom = media ? Math.max(1, maxCropZoom(rule, media)) : 1;

  const onMediaLoaded = (size: MediaSize) => {
    const image = { width: size.naturalWidth, height: size.naturalHeight };
    setMedia(image);
    if (maxCropZoom(rule, image) === 0) onTooSmall();
  };

  const onCropComplete = (_area: Area, pixels: Area) => {
    if (!media) return;
    const area = toCropArea(rule, pixels, media);
    onChange(area);
    if (area) setAnnouncement(texts.position(describeCropArea(rule, area, media)));
  };

  // Capture phase: Alt+arrows resize before the library would move the box with them.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    const next = zoomForKey(event.key, zoom, maxZoom, event.altKey);
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    setZoom(next);
  };

  return (
    <div className={`image-crop ${className}`}>
      {/* The resize keys are caught here from the focused crop box; plain arrows stay with the library. */}
      <div className="image-crop__stage" onKeyDownCapture={onKeyDownCapture}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={1}
          maxZoom={maxZoom}
          aspect={rule.aspectRatio}
          keyboardStep={10}
          restrictPosition
          onCropChange={setCrop}
          onZoomChange={(value) => setZoom(clampZoom(value, maxZoom))}
          onCropComplete={onCropComplete}
          onMediaLoaded={onMediaLoaded}
          mediaProps={{ alt: '' }}
          cropperProps={{
            role: 'group',
            'aria-label': texts.box,
            'aria-describedby': `${id}-keys`,
          }}
        />
      </div>
      <p id={`${id}-keys`} className="field__hint">
        {texts.keys}
      </p>
      <div className="field">
        <label htmlFor={`${id}-zoom`} className="field__label">
          {texts.zoom}
        </label>
        <input
          id={`${id}-zoom`}
          type="range"
          className="image-crop__zoom"
          min={1}
          max={maxZoom}
          step={ZOOM_STEP / 5}
          value={zoom}
          aria-valuetext={texts.zoomValue(zoom.toFixed(2))}
          onChange={(event) => setZoom(clampZoom(Number(event.target.value), maxZoom))}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
