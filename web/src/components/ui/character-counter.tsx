import type { CharacterLimitStatus } from '@tessera/shared';
import { useT } from '../../lib/i18n';

/**
 * A character-limited field's counter (spec 1 §5, §9; shared's characterLimitStatus): "length/max characters",
 * referenced by the field's aria-describedby through `id`, and, politely, "N of M characters entered." once 20
 * or fewer remain, with "No additional characters will be entered." at the limit. The assessment panel's
 * feedback box and the composer's feedback editor draw the same one.
 */
export function CharacterCounter({
  id,
  status,
  className = 'field__hint',
  announcementTestId,
}: {
  id: string;
  status: CharacterLimitStatus;
  className?: string;
  announcementTestId?: string;
}) {
  const t = useT('common');
  const msg = useT('messages');
  const announcement = [
    status.announcement ? msg(status.announcement.key, status.announcement.params) : null,
    status.limitReached ? msg(status.limitReached.key) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <p className={className} id={id}>
        {t('characterCounter', { counter: status.counter })}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid={announcementTestId}>
        {announcement}
      </p>
    </>
  );
}
