import { Bell, BellOff } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { NotificationView } from '@tessera/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { ResponsivePanel } from '../../../components/ui/popover';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { followRedirect } from '../../../lib/current-user';
import { useLocale, useT } from '../../../lib/i18n';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/** A click that asks the browser to open the link elsewhere (a new tab or window), which it then does itself. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The top navigation's notifications: a bell with the unread count (hidden at 0), the list in a popover (a
 * sheet on a phone). Each notification is a link to its object: opening it (click or Enter) marks it read,
 * which updates the cached list and so the badge, then goes to the link.
 */
export function NotificationsMenu({ userId }: { userId: string }) {
  const t = useT('notifications');
  const common = useT('common');
  const locale = useLocale();
  const navigate = useNavigate();
  const notifications = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const list = notifications.data?.notifications ?? [];
  const unread = list.filter((item) => !item.read).length;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const open = async (item: NotificationView, close: () => void) => {
    // Reading it is secondary: a failure to record it still takes the reader where they asked to go.
    if (!item.read) await markRead.mutateAsync(item.id).catch(() => undefined);
    close();
    followRedirect(item.link, (to) => navigate(to));
  };

  return (
    <ResponsivePanel
      trigger={
        <>
          <Bell className="icon" aria-hidden="true" />
          {unread > 0 ? (
            <span className="badge" aria-hidden="true">
              {unread}
            </span>
          ) : null}
        </>
      }
      triggerLabel={unread > 0 ? t('titleUnread', { count: unread }) : t('title')}
      triggerClassName="button button--ghost icon-button"
      title={t('title')}
    >
      {(close) =>
        notifications.isPending ? (
          <p>{common('loading')}</p>
        ) : list.length === 0 ? (
          <EmptyState icon={BellOff}>{t('empty')}</EmptyState>
        ) : (
          <ul className="notification-list" aria-label={t('title')}>
            {list.map((item) => (
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
                    void open(item, close);
                  }}
                >
                  {item.read ? null : <VisuallyHidden>{t('unread')} </VisuallyHidden>}
                  {item.text}
                </Link>
                <time dateTime={item.created_at} className="notification__time">
                  {Number.isNaN(Date.parse(item.created_at))
                    ? item.created_at
                    : format.format(new Date(item.created_at))}
                </time>
              </li>
            ))}
          </ul>
        )
      }
    </ResponsivePanel>
  );
}
