import { lazy } from 'react';
import { AttachmentUiContext, type AttachmentUi } from '../../lib/attachment-ui';
import { ComposerRoute } from '../../features/portfolios/routes/composer-route';

/**
 * /portfolios/{owner}/{portfolio}: the composer with the attachments feature's dialogs (features never import
 * each other, so the app composes them through lib/attachment-ui). Each loads when first drawn.
 */
const attachmentUi: AttachmentUi = {
  AttachmentPicker: lazy(() => import('../../features/attachments/components/attachment-picker')),
  ImagePicker: lazy(() => import('../../features/attachments/components/image-picker')),
  AttachmentLink: lazy(() => import('../../features/attachments/components/attachment-link')),
  AttachmentImage: lazy(() => import('../../features/attachments/components/attachment-image')),
};

export default function ComposerScreenRoute() {
  return (
    <AttachmentUiContext.Provider value={attachmentUi}>
      <ComposerRoute />
    </AttachmentUiContext.Provider>
  );
}
