import { Bell } from 'lucide-react';
import { lazy } from 'react';
import { ResponsivePanel } from '../../../../components/ui/popover';
import { useT } from '../../../../lib/i18n';
import { useNotifications } from '../api/list-notifications';

// The list and what opening a notification does load with the panel, not with every signed-in page.
const NotificationList = lazy(() => import('./notification-list'));

/**
 * The top navigation's notifications: a bell with the unread count (hidden at 0), the list in a popover (a
 * sheet on a phone). Opening a notification marks it read, so the count drops, and goes to its object.
 */
export function NotificationsMenu({ userId }: { userId: string }) {
  const t = useT('notifications');
  const common = useT('common');
  const notifications = useNotifications(userId);
  const list = notifications.data?.notifications ?? [];
  const unread = list.filter((item) => !item.read).length;
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
        ) : (
          <NotificationList userId={userId} notifications={list} close={close} />
        )
      }
    </ResponsivePanel>
  );
}
