import { lazy, Suspense, type ComponentType } from 'react';
import { AttachmentUiContext, type AttachmentUi } from '../../lib/attachment-ui';
import { ComposerRoute } from '../../features/portfolios/routes/composer-route';

/**
 * A lazy piece that waits for its code inside its own Suspense: without it, the first file link or picker drawn
 * would suspend the route's boundary and blank the whole composer (heading included) while its chunk loads.
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
 * /portfolios/{owner}/{portfolio}: the composer with the attachments feature's dialogs (features never import
 * each other, so the app composes them through lib/attachment-ui). Each loads when first drawn.
 */
const attachmentUi: AttachmentUi = {
  AttachmentPicker: loadedInPlace(() => import('../../features/attachments/components/attachment-picker')),
  ImagePicker: loadedInPlace(() => import('../../features/attachments/components/image-picker')),
  AttachmentLink: loadedInPlace(() => import('../../features/attachments/components/attachment-link')),
  AttachmentImage: loadedInPlace(() => import('../../features/attachments/components/attachment-image')),
};

export default function ComposerScreenRoute() {
  return (
    <AttachmentUiContext.Provider value={attachmentUi}>
      <ComposerRoute />
    </AttachmentUiContext.Provider>
  );
}
