import { BellOff } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { NotificationView } from '@tessera/shared';
import { EmptyState } from '../../../../components/ui/empty-state';
import { VisuallyHidden } from '../../../../components/ui/visually-hidden';
import { followRedirect } from '../../../../lib/current-user';
import { useLocale, useT } from '../../../../lib/i18n';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/** A click that asks the browser to open the link elsewhere (a new tab or window), which it then does itself. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

interface NotificationListProps {
  userId: string;
  notifications: readonly NotificationView[];
  /** Closes the panel the list is in. */
  close: () => void;
}

/**
 * The open notifications panel (loaded when it first opens): each notification is a link to its object.
 * Opening it (click or Enter) marks it read, which updates the cached list and so the badge, closes the
 * panel, then goes to the link.
 */
export default function NotificationList({ userId, notifications, close }: NotificationListProps) {
  const t = useT('notifications');
  const locale = useLocale();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead(userId);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const open = async (item: NotificationView) => {
    // Reading it is secondary: a failure to record it still takes the reader where they asked to go.
    if (!item.read) await markRead.mutateAsync(item.id).catch(() => undefined);
    close();
    followRedirect(item.link, (to) => navigate(to));
  };

  if (notifications.length === 0) return <EmptyState icon={BellOff}>{t('empty')}</EmptyState>;
  return (
    <ul className="notification-list" aria-label={t('title')}>
      {notifications.map((item) => (
        <li key={item.id} className={item.read ? 'notification' : 'notification notification--unread'}>
          <Link
            to={item.link}
            className="notification__link"
            aria-busy={markRead.isPending && markRead.variables === item.id ? true : undefined}
            onClick={(event) => {
              if (opensElsewhere(event)) {
                if (!item.read) markRead.mutate(item.id);
                return;
              }
              event.preventDefault();
              void open(item);
            }}
          >
            {item.read ? null : <VisuallyHidden>{t('unread')} </VisuallyHidden>}
            {item.text}
          </Link>
          <time dateTime={item.created_at} className="notification__time">
            {Number.isNaN(Date.parse(item.created_at)) ? item.created_at : format.format(new Date(item.created_at))}
          </time>
        </li>
      ))}
    </ul>
  );
}
