import { lazy, Suspense, type ComponentType } from 'react';
import type { AttachmentUi } from '../lib/attachment-ui';
import { addToTimeline } from './timeline-media';

/**
 * A lazy piece that waits for its code inside its own Suspense: without it, the first file link or picker drawn
 * would suspend the route's boundary and blank the whole screen (heading included) while its chunk loads.
 */
function loadedInPlace<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load);
  return function LoadedInPlace(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * The attachments feature's dialogs for the screens that take files (the composer, the evidence editor, the profile's resume):
 * features never import each other, so the app composes them through lib/attachment-ui. Each loads when first
 * drawn.
 */
export const attachmentUi: AttachmentUi = {
  addToTimeline,
  AttachmentPicker: loadedInPlace(() => import('../features/attachments/components/attachment-picker')),
  ImagePicker: loadedInPlace(() => import('../features/attachments/components/image-picker')),
  GalleryPicker: loadedInPlace(() => import('../features/attachments/components/gallery-picker')),
  TimelineFilesTab: loadedInPlace(() => import('./timeline-files-tab')),
  CoverPicker: loadedInPlace(() => import('../features/attachments/components/cover-picker')),
  AttachmentLink: loadedInPlace(() => import('../features/attachments/components/attachment-link')),
  AttachmentImage: loadedInPlace(() => import('../features/attachments/components/attachment-image')),
  AttachmentPreview: loadedInPlace(() => import('../features/attachments/components/attachment-preview')),
};
