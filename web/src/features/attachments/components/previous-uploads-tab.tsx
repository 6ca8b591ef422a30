import { humanFileSize, type Attachment, type UploadRule } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-error';
import { displayDay } from '../../../lib/display-date';
import { useLocale, useT } from '../../../lib/i18n';
import { useAttachmentList } from '../api/list-attachments';
import { listFilter } from '../utils/upload-rule';

/**
 * The "previous upload" tab (spec 1 §2, §7): the owner's own uploads that fit the component's maximum size and
 * permitted types (the server filters), newest first; one is picked with its Use button. The storage used
 * shows under the list (issue 14 "per-user storage total shown").
 */
export function PreviousUploadsTab({
  ownerId,
  rule,
  onPicked,
}: {
  ownerId: string;
  rule: UploadRule;
  onPicked: (attachment: Attachment) => void;
}) {
  const t = useT('attachments');
  const common = useT('common');
  const locale = useLocale();
  const { maximumSize, fileType } = listFilter(rule);
  const list = useAttachmentList(ownerId, maximumSize, fileType, true);
  if (list.isPending) return <p role="status">{common('loading')}</p>;
  if (list.isError)
    return (
      <p role="alert" className="field__error">
        {errorText(list.error, locale)}
      </p>
    );
  const { items, storage } = list.data;
  return (
    <div className="previous-uploads">
      {items.length === 0 ? (
        <p>{t('previous.empty')}</p>
      ) : (
        <ul className="previous-uploads__list" aria-label={t('previous.caption')}>
          {items.map((item) => (
            <li key={item.id} className="previous-uploads__item">
              <div className="previous-uploads__text">
                <span className="previous-uploads__name">{item.filename}</span>
                <span className="previous-uploads__meta">
                  {humanFileSize(item.size)} · {displayDay(item.created_at, locale)}
                </span>
              </div>
              <Button
                size="small"
                aria-label={t('previous.useNamed', { name: item.filename })}
                onClick={() => onPicked(item)}
              >
                {t('previous.use')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="field__hint">{t('previous.storage', { used: storage.used, quota: storage.quota })}</p>
    </div>
  );
}
