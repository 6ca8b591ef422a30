import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { validateUpload, type Attachment } from '@tessera/shared';
import { Dialog } from '../../../components/ui/dialog';
import { useAttachmentUi, type AttachmentPickerProps } from '../../../lib/attachment-ui';
import { useCurrentUser } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';
import { attachmentsKeys } from '../api/keys';
import { ruleForTarget } from '../utils/upload-rule';
import { DialogTabs } from './dialog-tabs';
import { LocalFileTab } from './local-file-tab';
import { PreviousUploadsTab } from './previous-uploads-tab';
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
 * app gives none). The files are the caller's own (everything under /api/users/{id} is, docs/adr/0019).
 */
export function AttachmentPicker({ open, onClose, label, target, onPicked }: AttachmentPickerProps) {
  const t = useT('attachments');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('local');
  const rule = ruleForTarget(target);
  const TimelineFilesTab = useAttachmentUi()?.TimelineFilesTab;
  const choose = (attachment: Attachment) => {
    onPicked(picked(attachment));
    onClose();
  };
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
            onPicked={(file) => {
              onPicked(file);
              onClose();
            }}
          />
        ) : (
          <PreviousUploadsTab ownerId={user.id} rule={rule} onPicked={choose} />
        )}
      </DialogTabs>
    </Dialog>
  );
}

export default AttachmentPicker;
