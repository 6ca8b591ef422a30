import { useState } from 'react';
import type { AttachmentLinkProps } from '../../../lib/attachment-ui';
import { useCurrentUser } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';
import { fetchAttachment } from '../api/get-attachment';
import '../attachments.css';

/**
 * A file's cleaned name that downloads it: the attachment GET answers a fresh presigned link valid 15 minutes
 * (links kept in the portfolio would have expired), served by S3 as a download under the cleaned name, never
 * inline HTML or SVG from the app's origin (docs/adr/0019). Only the owner may read their files through
 * /api/users/{id}; for anyone else the name is shown without a link until portfolios share their files.
 */
export function AttachmentLink({ ownerId, attachmentId, filename }: AttachmentLinkProps) {
  const t = useT('attachments');
  const user = useCurrentUser();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (user.id !== ownerId) return <span className="attachment-name">{filename}</span>;
  const download = async () => {
    setFailed(false);
    setBusy(true);
    try {
      const fresh = await fetchAttachment(ownerId, attachmentId);
      const anchor = document.createElement('a');
      anchor.href = fresh.public_url;
      anchor.rel = 'noopener';
      anchor.click();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="attachment-link"
        aria-label={t('download', { name: filename })}
        aria-busy={busy || undefined}
        onClick={() => void download()}
      >
        {filename}
      </button>
      {failed ? (
        <span role="alert" className="field__error">
          {' '}
          {t('downloadFailed')}
        </span>
      ) : null}
    </>
  );
}

export default AttachmentLink;
