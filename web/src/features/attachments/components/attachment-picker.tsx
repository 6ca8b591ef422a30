import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { checkAttachmentInsert, validateUpload, type Attachment } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { NO_TIMELINE, TimelineOption, type TimelineChoice } from '../../../components/ui/timeline-option';
import { errorText } from '../../../lib/api-error';
import { useAttachmentUi, type AttachmentPickerProps, type PickedAttachment } from '../../../lib/attachment-ui';
import { useCurrentUser } from '../../../lib/current-user';
import { useLocale, useT } from '../../../lib/i18n';
import { attachmentsKeys } from '../api/keys';
import { ruleForTarget } from '../utils/upload-rule';
import { DialogTabs } from './dialog-tabs';
import { LocalFileTab } from './local-file-tab';
import { PreviousUploadsTab } from './previous-uploads-tab';
import { timelineFailure } from './timeline-failure';
import '../attachments.css';

type Tab = 'local' | 'previous' | 'timeline';

/** What a component keeps of an attachment: the server's cleaned name and detected type, never the browser's. */
export const picked = (attachment: Attachment) => ({
  id: attachment.id,
  owner_id: attachment.owner_id,
  filename: attachment.filename,
  size: attachment.size,
  type: attachment.type,
});

/**
 * The attachment upload dialog (spec 1 §2, §5) for one component: a local file (chosen or dropped, sent with a
 * progress bar), one of the caller's previous uploads that fit the component, or a file one of the caller's
 * timeline evidence items holds (the tab the app composes from the portfolios contracts; left out where the
 * app gives none). The files are the caller's own (everything under /api/users/{id} is, docs/adr/0019). Where
 * the app offers it, "Add to my timeline" asks for a title and also makes an evidence item holding the file; a
 * file chosen before the title is written waits (with its own Insert button) until it is.
 */
export function AttachmentPicker({ open, onClose, label, target, onPicked }: AttachmentPickerProps) {
  const t = useT('attachments');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('local');
  const rule = ruleForTarget(target);
  const msg = useT('messages');
  const locale = useLocale();
  const ui = useAttachmentUi();
  const TimelineFilesTab = ui?.TimelineFilesTab;
  const addToTimeline = ui?.addToTimeline;
  const [timeline, setTimeline] = useState<TimelineChoice>(NO_TIMELINE);
  const [pending, setPending] = useState<PickedAttachment | null>(null);
  const [errors, setErrors] = useState<{ title?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const finish = async (file: PickedAttachment) => {
    if (addToTimeline && timeline.add) {
      const check = checkAttachmentInsert({ selectedIds: [file.id], title: timeline.title, toTimeline: true });
      if (check.missing.includes('title')) {
        setPending(file);
        setErrors({ title: msg('portfolios.title_required') });
        return;
      }
      setBusy(true);
      try {
        const refused = await timelineFailure(() =>
          addToTimeline({
            ownerId: user.id,
            title: timeline.title.trim(),
            kind: 'attachment',
            content: { attachments: [file] },
          }),
        );
        if (refused) {
          setPending(file);
          setErrors(refused);
          return;
        }
      } catch (failure) {
        setPending(file);
        setErrors({ form: errorText(failure, locale) });
        return;
      } finally {
        setBusy(false);
      }
    }
    onPicked(file);
    onClose();
  };
  const choose = (attachment: Attachment) => void finish(picked(attachment));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={label ? t('dialogTitle', { label }) : t('dialogTitlePlain')}
      size="wide"
      initialFocus="[role=tab][aria-selected=true]"
    >
      <DialogTabs
        label={t('tabs.label')}
        tabs={[
          { id: 'local', label: t('tabs.local') },
          { id: 'previous', label: t('tabs.previous') },
          ...(TimelineFilesTab ? [{ id: 'timeline' as const, label: t('tabs.timeline') }] : []),
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'local' ? (
          <LocalFileTab
            ownerId={user.id}
            rule={rule}
            templateId={target.templateId}
            componentId={target.componentId}
            onUploaded={(attachment) => {
              void queryClient.invalidateQueries({ queryKey: attachmentsKeys.all });
              choose(attachment);
            }}
          />
        ) : tab === 'timeline' && TimelineFilesTab ? (
          <TimelineFilesTab
            ownerId={user.id}
            fits={(file) => validateUpload({ name: file.filename, size: file.size }, rule) === undefined}
            onPicked={(file) => void finish(file)}
          />
        ) : (
          <PreviousUploadsTab ownerId={user.id} rule={rule} onPicked={choose} />
        )}
      </DialogTabs>
      {addToTimeline ? (
        <TimelineOption
          value={timeline}
          error={errors.title}
          onChange={(next) => {
            setTimeline(next);
            setErrors((now) => ({ ...now, title: undefined }));
          }}
        />
      ) : null}
      {errors.form ? (
        <p role="alert" className="field__error">
          {errors.form}
        </p>
      ) : null}
      {pending ? (
        <div className="button-row">
          <p className="field__hint">{t('timelinePending', { name: pending.filename })}</p>
          <Button variant="primary" disabled={busy} aria-busy={busy || undefined} onClick={() => void finish(pending)}>
            {t('insertPending', { name: pending.filename })}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}

export default AttachmentPicker;
