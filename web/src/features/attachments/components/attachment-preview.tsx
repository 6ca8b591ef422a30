import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ATTACHMENT_PREVIEW_THROTTLE_MS, type Attachment } from '@tessera/shared';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { AttachmentPreviewProps, AttachmentSourceProps } from '../../../lib/attachment-ui';
import { createClickThrottle } from '../../../lib/click-throttle';
import { useCurrentUser } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';
import { attachmentsKeys } from '../api/keys';
import { attachmentReadOf, readAttachment, type AttachmentRead } from '../utils/attachment-read';
import { previewKind } from '../utils/preview-kind';
import '../attachments.css';

/** The first bytes of a text file the preview shows (a larger file says so and offers the download). */
const TEXT_PREVIEW_BYTES = 512 * 1024;

/**
 * The document preview (spec 1 §2 "document preview", §5/§8 "Attachment preview"): a Preview button beside a
 * file (its clicks throttled, spec 1 §9) opening a dialog titled "Preview: <name>" that shows the file by its
 * detected type through the attachment's fresh inline link (docs/adr/0019): a PDF in a frame, an image with its
 * alternative text, audio and video with their controls, text in a <pre>. Any other type (Office documents:
 * docs/adr/0019 "Document preview") says "no preview available" with a Download link. While the read has not answered, or when the
 * link failed to load (an expired link), Refresh reads the file again. Nothing is shown where the reader has no
 * way to read the file (another user's file outside a portfolio).
 */
export function AttachmentPreview({ filename, ...source }: AttachmentPreviewProps) {
  const t = useT('attachments');
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const take = useRef(createClickThrottle(ATTACHMENT_PREVIEW_THROTTLE_MS));
  const read = attachmentReadOf(user.id, source);
  if (!read) return null;
  return (
    <>
      <Button
        size="small"
        variant="ghost"
        onClick={() => {
          if (take.current()) setOpen(true);
        }}
      >
        {t('preview.button')}
        <span className="visually-hidden"> {t('preview.buttonTarget', { name: filename })}</span>
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('preview.title', { name: filename })}
        size="wide"
        initialFocus="[data-dialog-close]"
      >
        {open ? <PreviewBody read={read} source={source} filename={filename} /> : null}
      </Dialog>
    </>
  );
}

function PreviewBody({
  read,
  source,
  filename,
}: {
  read: Exclude<AttachmentRead, null>;
  source: AttachmentSourceProps;
  filename: string;
}) {
  const t = useT('attachments');
  const msg = useT('messages');
  // The link that failed to load, so a refresh that answers a new one shows it again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const file = useQuery({
    queryKey:
      read.via === 'portfolio'
        ? attachmentsKeys.inPortfolio(read.portfolioId, source.revision ?? 0, source.attachmentId)
        : attachmentsKeys.detail(source.ownerId, source.attachmentId),
    queryFn: () => readAttachment(read, source),
    // The links last 15 minutes; a preview opened later reads the file again.
    staleTime: 10 * 60 * 1000,
  });
  const refresh = (
    <Button size="small" onClick={() => void file.refetch()} aria-busy={file.isFetching || undefined}>
      {t('preview.refresh')}
    </Button>
  );
  if (file.isError) {
    // The lookup failed (spec 1 §8 "Attachment lookup failure: show 'no preview available'").
    return (
      <div className="attachment-preview stack">
        <p role="status">{msg('attachments.no_preview')}</p>
        <div className="form__actions">{refresh}</div>
      </div>
    );
  }
  if (!file.data) {
    // Uploading: the read has not answered yet (spec 1 §5 "uploading (refresh button)").
    return (
      <div className="attachment-preview stack">
        <p role="status">{t('preview.loading')}</p>
        <div className="form__actions">{refresh}</div>
      </div>
    );
  }
  const data = file.data;
  const download = (
    <a className={buttonClass('secondary', 'small')} href={data.public_url} rel="noopener" download={filename}>
      {t('preview.download')}
      <span className="visually-hidden"> {filename}</span>
    </a>
  );
  const kind = previewKind(data.type);
  if (kind === 'none') {
    return (
      <div className="attachment-preview stack">
        <p role="status">{msg('attachments.no_preview')}</p>
        <p className="field__hint">{t('preview.officeHint')}</p>
        <div className="form__actions">{download}</div>
      </div>
    );
  }
  const failed = failedUrl === data.url;
  const onError = () => setFailedUrl(data.url);
  return (
    <div className="attachment-preview stack">
      {failed ? (
        <p role="alert" className="field__error">
          {t('preview.failed')}
        </p>
      ) : (
        <PreviewView kind={kind} file={data} filename={filename} onError={onError} />
      )}
      <div className="form__actions">
        {failed ? refresh : null}
        {download}
      </div>
    </div>
  );
}

function PreviewView({
  kind,
  file,
  filename,
  onError,
}: {
  kind: Exclude<ReturnType<typeof previewKind>, 'none'>;
  file: Attachment;
  filename: string;
  onError: () => void;
}) {
  const t = useT('attachments');
  switch (kind) {
    case 'pdf':
      // Served by storage as application/pdf, inline, from its own origin: the browser's PDF viewer draws it.
      return (
        <iframe className="attachment-preview__frame" src={file.url} title={t('preview.frame', { name: filename })} />
      );
    case 'image':
      return (
        <img
          className="attachment-preview__image"
          src={file.url}
          alt={file.alternative_text || filename}
          onError={onError}
        />
      );
    // An uploaded recording comes with no caption file (none is uploaded with it, spec 1 §5); its owner's work is
    // shown as it is, with its download beside it.
    case 'audio':
      // eslint-disable-next-line jsx-a11y/media-has-caption
      return <audio className="attachment-preview__media" controls src={file.url} onError={onError} />;
    case 'video':
      // eslint-disable-next-line jsx-a11y/media-has-caption
      return <video className="attachment-preview__media" controls src={file.url} onError={onError} />;
    case 'text':
      return <TextView file={file} onError={onError} />;
  }
}

/** A text file (txt, csv) served as text/plain: its first bytes fetched and shown as they are. */
function TextView({ file, onError }: { file: Attachment; onError: () => void }) {
  const t = useT('attachments');
  const text = useQuery({
    queryKey: [...attachmentsKeys.all, 'text', file.url],
    queryFn: async () => {
      const response = await fetch(file.url, { headers: { Range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` } });
      if (!response.ok) throw new Error(`text preview: ${response.status}`);
      return response.text();
    },
    staleTime: Infinity,
    retry: false,
  });
  const failed = text.isError;
  useEffect(() => {
    if (failed) onError();
    // Told once, when the fetch fails; the parent then draws the failure instead of this view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  if (failed) return null;
  if (text.data === undefined) return <p role="status">{t('preview.loading')}</p>;
  return (
    <>
      {file.size > TEXT_PREVIEW_BYTES ? <p className="field__hint">{t('preview.textTruncated')}</p> : null}
      {/* A scrolling region a keyboard user can reach and scroll. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className="attachment-preview__text" tabIndex={0}>
        {text.data}
      </pre>
    </>
  );
}

export default AttachmentPreview;
