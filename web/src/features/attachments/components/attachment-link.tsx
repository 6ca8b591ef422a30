import { useState } from 'react';
import type { AttachmentLinkProps } from '../../../lib/attachment-ui';
import { useCurrentUser } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';
import { attachmentReadOf, readAttachment } from '../utils/attachment-read';
import '../attachments.css';

/**
 * A file's cleaned name that downloads it: the attachment GET answers a fresh presigned link valid 15 minutes
 * (links kept in the portfolio would have expired), served by S3 as a download under the cleaned name, never
 * inline HTML or SVG from the app's origin (docs/adr/0019). The owner reads their own files; anyone else
 * through the portfolio shown (its readers, the assessors, open what they assess); with no portfolio named,
 * another user's file is a name without a link.
 */
export function AttachmentLink({ filename, ...source }: AttachmentLinkProps) {
  const t = useT('attachments');
  const user = useCurrentUser();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const read = attachmentReadOf(user.id, source);
  if (!read) return <span className="attachment-name">{filename}</span>;
  const download = async () => {
    setFailed(false);
    setBusy(true);
    try {
      const fresh = await readAttachment(read, source);
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
