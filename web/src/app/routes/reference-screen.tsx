import { AttachmentUiContext } from '../../lib/attachment-ui';
import { ReferenceRoute } from '../../features/portfolios/routes/reference-route';
import { attachmentUi } from '../attachment-ui';

/** /portfolios/reference/#/...: the reference viewer, whose attachments read through the attachments feature. */
export default function ReferenceScreenRoute() {
  return (
    <AttachmentUiContext.Provider value={attachmentUi}>
      <ReferenceRoute />
    </AttachmentUiContext.Provider>
  );
}
