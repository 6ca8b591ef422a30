import { AttachmentUiContext } from '../../lib/attachment-ui';
import { EvidenceEditorRoute } from '../../features/portfolios/routes/evidence-editor-route';
import { attachmentUi } from '../attachment-ui';

/** /evidence/new and /evidence/{owner}/{id}: the evidence editor with the attachments feature's cover dialog. */
export default function EvidenceScreenRoute() {
  return (
    <AttachmentUiContext.Provider value={attachmentUi}>
      <EvidenceEditorRoute />
    </AttachmentUiContext.Provider>
  );
}
