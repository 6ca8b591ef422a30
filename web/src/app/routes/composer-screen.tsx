import { AttachmentUiContext } from '../../lib/attachment-ui';
import { ComposerRoute } from '../../features/portfolios/routes/composer-route';
import { attachmentUi } from '../attachment-ui';

/** /portfolios/{owner}/{portfolio}: the composer with the attachments feature's dialogs (app/attachment-ui.tsx). */
export default function ComposerScreenRoute() {
  return (
    <AttachmentUiContext.Provider value={attachmentUi}>
      <ComposerRoute />
    </AttachmentUiContext.Provider>
  );
}
