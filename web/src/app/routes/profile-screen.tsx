import { AttachmentUiContext } from '../../lib/attachment-ui';
import ProfileRoute from '../../features/identity/account/routes/profile-route';
import { attachmentUi } from '../attachment-ui';

/** /profile and /profile/{userId}: the profile, its resume through the attachments feature's dialogs. */
export default function ProfileScreenRoute() {
  return (
    <AttachmentUiContext.Provider value={attachmentUi}>
      <ProfileRoute />
    </AttachmentUiContext.Provider>
  );
}
